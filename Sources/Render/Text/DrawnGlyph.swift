import LayoutDSL

/// One glyph as the renderer draws it, for tools in this package that replay the display list
/// through another renderer (`Benchmarks/RasterVsCairo` draws the same glyphs with cairo).
package struct DrawnGlyph {
    /// The font file and the face within it.
    package let fontPath: String
    package let faceIndex: Int
    package let glyph: UInt32
    /// The pen position on the baseline, in the text view's points.
    package let origin: CGPoint
    /// The font size in points.
    package let size: CGFloat
    package let color: Color.Resolved
    /// A color bitmap glyph (emoji), drawn as an image rather than an outline.
    package let isColorBitmap: Bool
}

extension ShapedText {
    /// The glyphs of text this engine shaped, in drawing order (nil for another engine's text).
    package var drawnGlyphs: [DrawnGlyph]? {
        (self as? TextLayoutResult)?.glyphs.map {
            DrawnGlyph(fontPath: $0.face.file.path, faceIndex: $0.face.file.index, glyph: $0.glyph, origin: $0.origin,
                       size: $0.size, color: $0.color, isColorBitmap: $0.face.isColorBitmap)
        }
    }
}
