import Foundation

/// SwiftUI's attributes of an `AttributedString` (`AttributeScopes.SwiftUIAttributes`), so
/// `string.foregroundColor = .red` and `container.font = .headline` compile as on iOS, and
/// `Text(attributedString)` draws each run with them.
extension AttributeScopes {
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        /// A paragraph's explicit alignment and line height (iOS 26), Core Text's attributes.
        public let alignment: AttributeScopes.CoreTextAttributes.TextAlignmentAttribute
        public let lineHeight: AttributeScopes.CoreTextAttributes.LineHeightAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey { public typealias Value = Font; public static let name = "SwiftUI.Font" }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color; public static let name = "SwiftUI.ForegroundColor"
        }
        /// Accepted: `Text` draws no run backgrounds here.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color; public static let name = "SwiftUI.BackgroundColor"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle; public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle; public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// Kerning, tracking and baseline offset are plain numbers, so they survive encoding an
        /// attributed string (SwiftUI's declare them `CodableAttributedStringKey`).
        public enum KerningAttribute: CodableAttributedStringKey {
            public typealias Value = CGFloat; public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: CodableAttributedStringKey {
            public typealias Value = CGFloat; public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: CodableAttributedStringKey {
            public typealias Value = CGFloat; public static let name = "SwiftUI.BaselineOffset"
        }
    }
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Each run of the string with its SwiftUI attributes, its link (drawn in the tint colour)
    /// and its Markdown intent (`AttributedString(markdown:)`: bold, italic, code, strikethrough).
    /// Disfavoured: `AttributedString` is a string literal on Linux, and a literal must pick
    /// `LocalizedStringKey` (Markdown), as on iOS.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = attributedContent.runs.map { run in
            Run(string: String(attributedContent[run.range].characters), style: Style(attributes: run.attributes), source: run.attributes)
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }
}

extension Text.Style {
    /// The style an `AttributedString` run's attributes give: SwiftUI's attributes, its link
    /// (drawn in the tint colour) and its Markdown intent (bold, italic, code, strikethrough).
    init(attributes: AttributeContainer) {
        self.init()
        font = attributes[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
        color = attributes[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
        underline = attributes[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self]
        strikethrough = attributes[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self]
        kerning = attributes[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            ?? attributes[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
        baselineOffset = attributes[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
        lineHeight = attributes[AttributeScopes.CoreTextAttributes.LineHeightAttribute.self]
        paragraphAlignment = attributes[AttributeScopes.CoreTextAttributes.TextAlignmentAttribute.self]
        link = attributes.link
        if let intent = attributes[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] {
            if intent.contains(.stronglyEmphasized) { weight = .bold }
            if intent.contains(.emphasized) { italic = true }
            if intent.contains(.code) { monospaced = true }
            if intent.contains(.strikethrough), strikethrough == nil { strikethrough = .single }
        }
    }
}

extension Text.Run {
    /// The run as a formatting definition lets a view draw it: what its attributes set is taken
    /// from the attributes the definition keeps and constrains; what text modifiers set stays.
    func formatted(by formatting: ResolvedTextFormatting) -> Text.Run {
        guard let source else { return self }
        let given = Text.Style(attributes: source), kept = Text.Style(attributes: formatting.apply(to: source))
        var run = self
        if given.font != nil { run.style.font = kept.font }
        if given.color != nil { run.style.color = kept.color }
        if given.underline != nil { run.style.underline = kept.underline }
        if given.strikethrough != nil { run.style.strikethrough = kept.strikethrough }
        if given.kerning != nil { run.style.kerning = kept.kerning }
        if given.baselineOffset != nil { run.style.baselineOffset = kept.baselineOffset }
        if given.link != nil { run.style.link = kept.link }
        if given.lineHeight != nil { run.style.lineHeight = kept.lineHeight }
        if given.paragraphAlignment != nil { run.style.paragraphAlignment = kept.paragraphAlignment }
        if given.weight != nil { run.style.weight = kept.weight }
        if given.italic { run.style.italic = kept.italic }
        if given.monospaced { run.style.monospaced = kept.monospaced }
        return run
    }
}
