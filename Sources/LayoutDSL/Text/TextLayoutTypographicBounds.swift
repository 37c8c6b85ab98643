extension Text.Layout {
    /// Where a line, run or slice stands: the left end of its baseline, its advance width and
    /// its font's ascent, descent and leading
    /// (https://developer.apple.com/documentation/swiftui/text/layout/typographicbounds).
    @frozen public struct TypographicBounds: Equatable, Sendable {
        public var origin: CGPoint
        public var width: CGFloat
        public var ascent: CGFloat
        public var descent: CGFloat
        public var leading: CGFloat

        public init() { origin = .zero; width = 0; ascent = 0; descent = 0; leading = 0 }
        init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
            self.origin = origin; self.width = width; self.ascent = ascent; self.descent = descent; self.leading = leading
        }

        /// From the top of the ascent to the bottom of the descent (leading excluded), as
        /// CoreText's typographic bounds are.
        public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
    }
}
