import Foundation

/// Foundation's `InlinePresentationIntent`, which swift-corelibs-foundation lacks on Linux:
/// the inline Markdown styles a parsed run carries.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
}

extension AttributeScopes.SwiftUIAttributes {
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }
}

extension AttributedString {
    /// Foundation's Markdown options; every syntax is read as inline-only here.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes; self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy; self.languageCode = languageCode
        }
    }

    /// `AttributedString(markdown:)`, which swift-corelibs-foundation lacks on Linux: the
    /// inline Markdown `Text` reads (`MarkdownInline`), as inline presentation intents and links,
    /// the attributes Foundation's parser sets for them.
    public init(markdown: String, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        for run in MarkdownInline.runs(markdown) {
            var part = AttributedString(run.string)
            var intent: InlinePresentationIntent = []
            if run.style.weight == .bold { intent.insert(.stronglyEmphasized) }
            if run.style.italic { intent.insert(.emphasized) }
            if run.style.monospaced { intent.insert(.code) }
            if run.style.strikethrough != nil { intent.insert(.strikethrough) }
            if !intent.isEmpty { part[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let link = run.style.link { part.link = URL(string: link.relativeString, relativeTo: baseURL) ?? link }
            append(part)
        }
    }
}
