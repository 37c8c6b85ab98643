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
            var style = Style()
            style.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            style.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            style.underline = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self]
            style.strikethrough = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self]
            style.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
                ?? run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
            style.baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
            style.link = run.link
            if let intent = run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { style.weight = .bold }
                if intent.contains(.emphasized) { style.italic = true }
                if intent.contains(.code) { style.monospaced = true }
                if intent.contains(.strikethrough), style.strikethrough == nil { style.strikethrough = .single }
            }
            return Run(string: String(attributedContent[run.range].characters), style: style)
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }
}
