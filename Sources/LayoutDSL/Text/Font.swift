/// A font request, as SwiftUI's `Font`: a text style, a system font of a size, or a named font,
/// with weight, italic and digit variants. The renderer's text engine resolves it to a file.
public struct Font: Hashable, Sendable {
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public struct Weight: Hashable, Sendable, Comparable {
        /// The CSS/OpenType weight class: 100 (thin) … 900 (black).
        public let value: Int
        public static let ultraLight = Weight(value: 100), thin = Weight(value: 200), light = Weight(value: 300)
        public static let regular = Weight(value: 400), medium = Weight(value: 500), semibold = Weight(value: 600)
        public static let bold = Weight(value: 700), heavy = Weight(value: 800), black = Weight(value: 900)
        public static func < (l: Weight, r: Weight) -> Bool { l.value < r.value }
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable, Codable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// iOS's sizes and weights at the default Dynamic Type size (Large), from Apple's Human
        /// Interface Guidelines type table (see docs/swiftui-layout-rules.md). The
        /// table's leading is a design value, not the height of a line of `Text` (that is the
        /// system font's own line height: `systemLineMetrics`, docs/dynamic-type.md §2).
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .body: return (17, .regular)
            case .callout: return (16, .regular)
            case .subheadline: return (15, .regular)
            case .footnote: return (13, .regular)
            case .caption: return (12, .regular)
            case .caption2: return (11, .regular)
            }
        }
    }

    /// `nil` is the system font.
    public var family: String?
    public var design: Design
    public var size: CGFloat
    public var weight: Weight
    public var isItalic: Bool
    public var usesMonospacedDigits: Bool
    public var textStyle: TextStyle?
    public var width: Width = .standard
    public var leading: Leading = .standard
    /// For `custom(_:size:relativeTo:)`: the size at the default text size, scaled with the style.
    var relativeSize: CGFloat?
    /// `smallCaps()`, `lowercaseSmallCaps()`, `uppercaseSmallCaps()`.
    var smallCapitals: SmallCaps = []

    init(family: String? = nil, design: Design = .default, size: CGFloat, weight: Weight = .regular,
         isItalic: Bool = false, textStyle: TextStyle? = nil) {
        self.family = family; self.design = design; self.size = size; self.weight = weight
        self.isItalic = isItalic; self.usesMonospacedDigits = false; self.textStyle = textStyle
    }

    init(style: TextStyle, design: Design = .default) {
        let m = style.metrics
        self.init(design: design, size: m.size, weight: m.weight, textStyle: style)
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(design: design ?? .default, size: size, weight: weight ?? .regular)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(style: style, design: design ?? .default)
        if let weight { font.weight = weight }
        return font
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(family: name, size: size, textStyle: textStyle)
        font.relativeSize = size
        return font
    }
    /// A named font that scales with `.body`, as SwiftUI's `custom(_:size:)` does.
    public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(family: name, size: fixedSize) }

    public func bold() -> Font { weight(.bold) }
    /// Adds bold styling, or removes it (iOS 26): a font `bold()` made bold goes back to its text
    /// style's weight (`.headline` stays semibold) or regular; a lighter one is left as it is.
    public func bold(_ isActive: Bool) -> Font {
        if isActive { return bold() }
        return weight >= .bold ? weight(textStyle?.metrics.weight ?? .regular) : self
    }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// Adds or removes italic styling (iOS 26).
    public func italic(_ isActive: Bool) -> Font { var f = self; f.isItalic = isActive; return f }
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func monospacedDigit() -> Font { var f = self; f.usesMonospacedDigits = true; return f }
    /// The monospaced variant of the font (SF Mono for the system font; DejaVu Sans Mono here).
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// The monospaced variant, or (false) the default design in place of a monospaced one (iOS 26).
    public func monospaced(_ isActive: Bool) -> Font {
        if isActive { return monospaced() }
        var f = self
        if f.design == .monospaced { f.design = .default }
        return f
    }
}
