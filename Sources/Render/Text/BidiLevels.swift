import CFribidi

/// The embedding levels of a text's characters under the Unicode Bidirectional Algorithm
/// (UAX #9, https://www.unicode.org/reports/tr9/), resolved by GNU FriBidi: even levels run
/// left to right, odd levels right to left.
///
/// The text is split into paragraphs at paragraph separators (P1: a newline ends one), and each
/// paragraph gets its own base direction (P2–P3), as a natural writing direction is resolved
/// paragraph by paragraph. `fribidi_get_par_embedding_levels_ex` then applies X1–I2 and parts 1–3 of L1 (segment
/// separators such as tabs, and the whitespace before them, return to the paragraph level);
/// part 4 of L1, whitespace at the end of a line, is the line's business (`VisualLine`).
/// Bracket pairs (N0) use FriBidi's bracket types, so "(abc)" in a right-to-left paragraph
/// keeps its brackets with its content.
struct BidiLevels {
    /// For each UTF-8 byte of the text, the embedding level of the character it belongs to.
    let levels: [UInt8]
    /// For each UTF-8 byte of the text, the base level of its paragraph (0 or 1).
    let baseLevels: [UInt8]

    init(_ string: String, direction: ParagraphDirection) {
        let scalars = string.unicodeScalars.map { FriBidiChar($0.value) }
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FRIBIDI_TYPE_ON, count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var scalarLevels = [FriBidiLevel](repeating: 0, count: count)
        var scalarBases = [UInt8](repeating: 0, count: count)
        fribidi_get_bidi_types(scalars, FriBidiStrIndex(count), &types)
        fribidi_get_bracket_types(scalars, FriBidiStrIndex(count), types, &brackets)
        var start = 0
        while start < count {
            var end = start
            while end < count, types[end] != FRIBIDI_TYPE_BS { end += 1 }
            end = min(end + 1, count)   // the separator belongs to the paragraph it ends
            var base = direction.fribidiType
            let resolved = types.withUnsafeBufferPointer { t in
                brackets.withUnsafeBufferPointer { b in
                    scalarLevels.withUnsafeMutableBufferPointer { l in
                        fribidi_get_par_embedding_levels_ex(t.baseAddress! + start, b.baseAddress! + start,
                                                            FriBidiStrIndex(end - start), &base, l.baseAddress! + start)
                    }
                }
            }
            let baseLevel: UInt8 = base == FRIBIDI_PAR_RTL ? 1 : 0
            for index in start..<end {
                // FriBidi answers 0 only when it cannot allocate: the paragraph then stays at its base level.
                if resolved == 0 { scalarLevels[index] = FriBidiLevel(baseLevel) }
                scalarBases[index] = baseLevel
            }
            start = end
        }
        var levels: [UInt8] = [], baseLevels: [UInt8] = []
        levels.reserveCapacity(string.utf8.count)
        baseLevels.reserveCapacity(string.utf8.count)
        for (index, scalar) in string.unicodeScalars.enumerated() {
            let width = UTF8.width(scalar)
            levels += repeatElement(UInt8(scalarLevels[index]), count: width)
            baseLevels += repeatElement(scalarBases[index], count: width)
        }
        self.levels = levels
        self.baseLevels = baseLevels
    }
}
