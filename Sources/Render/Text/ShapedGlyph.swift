import LayoutDSL

/// One glyph of a shaped paragraph. A paragraph keeps its glyphs in logical order (right-to-left
/// runs too, so line breaking reads the text as written); lines put them in visual order.
struct ShapedGlyph {
    let glyph: UInt32
    let item: Int
    /// UTF-8 offset of the cluster the glyph belongs to.
    let cluster: Int
    let advance: CGFloat
    let offset: CGPoint
    /// The UAX #9 embedding level of its characters.
    let level: UInt8
}
