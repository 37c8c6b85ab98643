/// Text drawn from 20 Unicode ranges: the scripts the fonts cover (left to right and right to
/// left, combining and complex shaping), emoji and their joiners, and the characters that steer
/// layout (bidi controls, zero-width spaces, line and paragraph separators, newlines).
extension FuzzRandom {
    static let unicodeRanges: [ClosedRange<UInt32>] = [
        0x0020...0x007E,   // Basic Latin
        0x00A0...0x00FF,   // Latin-1 Supplement
        0x0100...0x017F,   // Latin Extended-A
        0x0300...0x036F,   // Combining Diacritical Marks
        0x0370...0x03FF,   // Greek
        0x0400...0x04FF,   // Cyrillic
        0x0590...0x05FF,   // Hebrew
        0x0600...0x06FF,   // Arabic
        0x0900...0x097F,   // Devanagari
        0x0E00...0x0E7F,   // Thai
        0x10A0...0x10FF,   // Georgian
        0x1200...0x137F,   // Ethiopic
        0x2000...0x206F,   // General Punctuation (bidi controls, zero-width characters, separators)
        0x2190...0x22FF,   // Arrows, Mathematical Operators
        0x2600...0x26FF,   // Miscellaneous Symbols
        0x3040...0x30FF,   // Hiragana, Katakana
        0x4E00...0x9FFF,   // CJK Unified Ideographs
        0xAC00...0xD7A3,   // Hangul Syllables
        0xFE00...0xFE0F,   // Variation Selectors
        0x1F300...0x1F6FF, // Emoji and pictographs
    ]

    /// A string of 0 to 60 characters, each range and length chosen at random, with spaces and
    /// newlines between runs; now and then very long.
    public mutating func text() -> String {
        var result = ""
        let runs = chance(0.05) ? 40 : Int.random(in: 0...4, using: &self)
        for _ in 0..<runs {
            let range = pick(Self.unicodeRanges)
            for _ in 0..<Int.random(in: 1...12, using: &self) {
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &self)) { result.unicodeScalars.append(scalar) }
            }
            result += pick([" ", " ", "\n", "", "\u{200D}", "1"])
        }
        return result
    }

    /// An SF Symbols name: mostly ones the table maps, sometimes one it does not.
    public mutating func symbolName() -> String {
        pick(["star.fill", "heart", "gear", "chevron.right", "person.crop.circle", "magnifyingglass", "trash", "bell.badge",
              "square.and.arrow.up", "not.a.symbol", ""])
    }
}
