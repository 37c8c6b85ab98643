import CHarfBuzz
import LayoutDSL

extension Paragraph {
    /// Shapes each item with HarfBuzz in its own direction: odd (right-to-left) levels shape as
    /// `HB_DIRECTION_RTL`, which also mirrors brackets and other Bidi_Mirrored characters, as
    /// UAX #9 L4 asks (https://harfbuzz.github.io/harfbuzz-hb-buffer.html#hb-buffer-set-direction).
    /// HarfBuzz returns a right-to-left run's glyphs in visual order, clusters descending; they
    /// are stored reversed, in logical order, so lines break on the text as written, and L2
    /// reverses them back (`BidiReordering`).
    static func shape(bytes: [UInt8], items: [ShapingItem]) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        for (index, item) in items.enumerated() {
            hb_buffer_clear_contents(buffer)
            bytes.withUnsafeBufferPointer { b in
                b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) {
                    hb_buffer_add_utf8(buffer, $0, Int32(b.count), UInt32(item.range.lowerBound), Int32(item.range.count))
                }
            }
            hb_buffer_set_direction(buffer, item.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            if let script = item.script { hb_buffer_set_script(buffer, script) }
            // A typesetting language selects the font's forms for it (`locl`: Romanian ș, Catalan ŀl).
            // Without one, "und" (undetermined): the font's default forms, as Core Text uses when no
            // language is set; HarfBuzz would otherwise take the process's C locale, the machine's.
            hb_buffer_set_language(buffer, hb_language_from_string(item.language ?? "und", -1))
            // Fills in what is still unset: the script of common-only text.
            hb_buffer_guess_segment_properties(buffer)
            var features: [hb_feature_t] = []
            // Small capitals the face has (the engine makes the others: `TextEngine.smallCapitals`).
            let tags = (item.font.usesMonospacedDigits ? ["tnum"] : [])
                + item.font.smallCapsFeatures.filter(item.face.substitutions.contains)
            for tag in tags {
                var feature = hb_feature_t()
                if hb_feature_from_string(tag, -1, &feature) != 0 { features.append(feature) }
            }
            hb_shape(item.face.hbFont, buffer, features, UInt32(features.count))
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)!
            let positions = hb_buffer_get_glyph_positions(buffer, &count)!
            let unit = item.font.size / item.face.unitsPerEm
            var shaped: [ShapedGlyph] = []
            shaped.reserveCapacity(Int(count))
            for i in 0..<Int(count) {
                let cluster = Int(infos[i].cluster)
                let nextCluster = i + 1 < Int(count) ? Int(infos[i + 1].cluster) : item.range.upperBound
                let endsCluster = nextCluster != cluster
                shaped.append(ShapedGlyph(
                    glyph: infos[i].codepoint, item: index, cluster: cluster,
                    advance: CGFloat(positions[i].x_advance) * unit + (endsCluster ? item.kerning : 0),
                    offset: CGPoint(x: CGFloat(positions[i].x_offset) * unit + item.glyphShift, y: CGFloat(positions[i].y_offset) * unit),
                    level: item.level))
            }
            glyphs += item.isRightToLeft ? shaped.reversed() : shaped
        }
        return glyphs
    }
}
