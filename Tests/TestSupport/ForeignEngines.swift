import Foundation
import LayoutDSL

/// A text engine of a test's own, as a team might set in a view's environment
/// (`.environment(\.textMeasurer, …)`): every string is 10 × 10 points, with no glyphs a
/// renderer could draw.
public final class ForeignTextEngine: TextMeasuring {
    public final class Shaped: ShapedText {
        public var size: CGSize { CGSize(width: 10, height: 10) }
        public var firstBaseline: CGFloat { 8 }
        public var lastBaseline: CGFloat { 8 }
        public var lineCount: Int { 1 }
    }

    public init() {}

    public func layout(_ text: StyledText, width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) -> ShapedText { Shaped() }
}

/// An image loader of a test's own: every name is a 4 × 4 point image with no pixels a renderer could read.
public final class ForeignImageLoader: ImageLoading {
    public final class Loaded: LoadedImage {
        public var size: CGSize { CGSize(width: 4, height: 4) }
    }

    public init() {}

    public func image(named name: String, bundle: Bundle?, traits: AssetTraits) -> LoadedImage? { Loaded() }

    public func symbolOutline(_ symbol: SystemSymbol, weight: Font.Weight) -> Path? { nil }
}
