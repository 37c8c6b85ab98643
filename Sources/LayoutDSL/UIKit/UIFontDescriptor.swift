/// A description of a font: its text style or size, traits and design
/// (https://developer.apple.com/documentation/uikit/uifontdescriptor). `UIFont(descriptor:size:)`
/// makes the SwiftUI font it describes: a text style's system font, bold and italic traits,
/// rounded, serif and monospaced designs.
public final class UIFontDescriptor: Hashable, Sendable {
    let textStyle: UIFont.TextStyle?
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits
    let design: SystemDesign

    init(textStyle: UIFont.TextStyle?, pointSize: CGFloat, symbolicTraits: SymbolicTraits = [], design: SystemDesign = .default) {
        self.textStyle = textStyle; self.pointSize = pointSize; self.symbolicTraits = symbolicTraits; self.design = design
    }

    /// The text style's descriptor at the large Dynamic Type size (the sizes of Apple's HIG table).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(textStyle: style, pointSize: UIFont.preferredFont(forTextStyle: style).pointSize)
    }

    /// The descriptor with these traits instead of its own; nil never (every system face has them here).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(textStyle: textStyle, pointSize: pointSize, symbolicTraits: symbolicTraits, design: design)
    }
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(textStyle: textStyle, pointSize: pointSize, symbolicTraits: symbolicTraits, design: design)
    }
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(textStyle: textStyle, pointSize: newPointSize, symbolicTraits: symbolicTraits, design: design)
    }

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public struct SystemDesign: Hashable, Sendable {
        let design: Font.Design
        public static let `default` = SystemDesign(design: .default)
        public static let rounded = SystemDesign(design: .rounded)
        public static let serif = SystemDesign(design: .serif)
        public static let monospaced = SystemDesign(design: .monospaced)
    }

    /// The font it describes, at `size` when that is not zero.
    var font: Font {
        var font = if let textStyle, pointSize == UIFont.preferredFont(forTextStyle: textStyle).pointSize {
            Font.system(textStyle.style, design: design.design)
        } else {
            Font.system(size: pointSize, design: design.design)
        }
        if symbolicTraits.contains(.traitBold) { font = font.bold() }
        if symbolicTraits.contains(.traitItalic) { font = font.italic() }
        if symbolicTraits.contains(.traitMonoSpace) { font = font.monospaced() }
        return font
    }

    public static func == (l: UIFontDescriptor, r: UIFontDescriptor) -> Bool {
        l.textStyle == r.textStyle && l.pointSize == r.pointSize && l.symbolicTraits == r.symbolicTraits && l.design == r.design
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(pointSize); hasher.combine(symbolicTraits.rawValue) }
}

extension UIFont {
    /// The font a descriptor describes; `size` 0 keeps the descriptor's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(font: (pointSize == 0 ? descriptor : descriptor.withSize(pointSize)).font)
    }
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(textStyle: nil, pointSize: pointSize) }
}
