extension Font {
    /// A line-spacing variant of a font, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose

        /// Points added to each line: "For fonts that you create using UIFont.TextStyle, tight
        /// leading subtracts 2 points from the current leading value" and loose "adds 2 points"
        /// (UIFontDescriptor.SymbolicTraits `traitTightLeading`/`traitLooseLeading`, which SwiftUI's
        /// `Font.leading(_:)` sets). SwiftUI applies it to any font; so does this.
        public var lineHeightAdjustment: CGFloat {
            switch self {
            case .standard: return 0
            case .tight: return -2
            case .loose: return 2
            }
        }
    }

    public func leading(_ leading: Leading) -> Font { var f = self; f.leading = leading; return f }
}
