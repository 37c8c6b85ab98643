/// UIKit's font, for SwiftUI files that build a `Font` from one (`Font(UIFont.preferredFont(forTextStyle: .body))`)
/// or read its metrics: a system font of a size and weight, or a text style, resolved as SwiftUI's
/// `Font` is; `lineHeight` is SF Pro's (`SystemFontLineMetrics`).
public final class UIFont: Hashable, Sendable {
    public let font: Font

    init(font: Font) { self.font = font }

    public struct TextStyle: Hashable, Sendable {
        let style: Font.TextStyle
        public static let largeTitle = TextStyle(style: .largeTitle)
        public static let title1 = TextStyle(style: .title)
        public static let title2 = TextStyle(style: .title2)
        public static let title3 = TextStyle(style: .title3)
        public static let headline = TextStyle(style: .headline)
        public static let subheadline = TextStyle(style: .subheadline)
        public static let body = TextStyle(style: .body)
        public static let callout = TextStyle(style: .callout)
        public static let footnote = TextStyle(style: .footnote)
        public static let caption1 = TextStyle(style: .caption)
        public static let caption2 = TextStyle(style: .caption2)
    }

    public struct Weight: Hashable, Sendable {
        let weight: Font.Weight
        public static let ultraLight = Weight(weight: .ultraLight), thin = Weight(weight: .thin), light = Weight(weight: .light)
        public static let regular = Weight(weight: .regular), medium = Weight(weight: .medium), semibold = Weight(weight: .semibold)
        public static let bold = Weight(weight: .bold), heavy = Weight(weight: .heavy), black = Weight(weight: .black)
    }

    /// The style's font at the current text size (`UITraitCollection.current`), or the traits'.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { preferredFont(forTextStyle: style, compatibleWith: nil) }
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        UIFont(font: Font.system(style.style).scaled(to: UITraitCollection.textSize(traitCollection)))
    }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.weight))
    }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(font: Font.system(size: fontSize).italic()) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.weight, design: .monospaced))
    }
    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(font: .custom(fontName, fixedSize: fontSize)) }

    public var pointSize: CGFloat { font.size }
    public var lineHeight: CGFloat { font.systemLineMetrics?.lineHeight ?? font.size * 1.2 }
    public var ascender: CGFloat { font.systemLineMetrics?.ascent ?? font.size * 0.95 }
    public var descender: CGFloat { -(font.systemLineMetrics?.descent ?? font.size * 0.25) }
    public var capHeight: CGFloat { font.size * 1443 / 2048 }
    public var familyName: String { font.family ?? "System Font" }
    public var fontName: String { font.family ?? ".SFUI-Regular" }
    public func withSize(_ fontSize: CGFloat) -> UIFont { var copy = font; copy.size = fontSize; return UIFont(font: copy) }

    public static func == (l: UIFont, r: UIFont) -> Bool { l.font == r.font }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}

extension Font {
    /// SwiftUI's `Font(_ font: CTFont)`, which UIFont bridges to on iOS.
    public init(_ font: UIFont) { self = font.font }
}
