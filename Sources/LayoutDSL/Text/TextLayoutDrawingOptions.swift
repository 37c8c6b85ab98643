extension Text.Layout {
    /// How `GraphicsContext.draw(_:options:)` draws a line, run or slice
    /// (https://developer.apple.com/documentation/swiftui/text/layout/drawingoptions).
    @frozen public struct DrawingOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Glyphs at their exact positions: by default each is snapped to the pixel grid (its
        /// baseline to a pixel row, its pen to a third of a pixel), which makes a glyph moved a
        /// fraction of a pixel per frame jump; without quantization it is filled as a path where it is.
        public static var disablesSubpixelQuantization: Text.Layout.DrawingOptions { DrawingOptions(rawValue: 1) }
    }
}
