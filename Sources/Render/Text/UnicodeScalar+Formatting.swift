extension Unicode.Scalar {
    /// Joiners and variation selectors, which select glyphs rather than draw.
    var isFormatting: Bool {
        value == 0x200D || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
    }
}
