/// Input to the model for one request (Apple's `Prompt`), built from text and generated content.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct Prompt: Sendable, PromptRepresentable {
    /// The prompt's parts, joined by new lines as `PromptBuilder` joins its lines.
    let text: String

    init(text: String) { self.text = text }

    public init(_ content: some PromptRepresentable) { self = content.promptRepresentation }

    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows { self = try content() }

    // `return`: the requirement's builder would otherwise wrap `self` in itself, endlessly.
    public var promptRepresentation: Prompt { return self }
}

/// A type that can be part of a prompt (Apple's `PromptRepresentable`).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol PromptRepresentable {
    @PromptBuilder var promptRepresentation: Prompt { get }
}

/// Builds a prompt from lines, conditions and loops (Apple's `PromptBuilder`).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@resultBuilder
public struct PromptBuilder {
    public static func buildExpression<P: PromptRepresentable>(_ expression: P) -> P { expression }
    public static func buildExpression(_ expression: Prompt) -> Prompt { expression }
    public static func buildBlock<each P: PromptRepresentable>(_ components: repeat each P) -> Prompt {
        var lines: [String] = []
        for component in repeat each components { lines.append(component.promptRepresentation.text) }
        return Prompt(text: joinedLines(lines))
    }
    public static func buildArray(_ parts: [some PromptRepresentable]) -> Prompt {
        Prompt(text: joinedLines(parts.map(\.promptRepresentation.text)))
    }
    public static func buildEither(first component: some PromptRepresentable) -> Prompt {
        component.promptRepresentation
    }
    public static func buildEither(second component: some PromptRepresentable) -> Prompt {
        component.promptRepresentation
    }
    public static func buildOptional(_ component: Prompt?) -> Prompt { component ?? Prompt(text: "") }
    public static func buildLimitedAvailability(_ prompt: some PromptRepresentable) -> Prompt {
        prompt.promptRepresentation
    }
}

/// A prompt's or instructions' parts, one a line, empty ones left out.
func joinedLines(_ parts: [String]) -> String { parts.filter { !$0.isEmpty }.joined(separator: "\n") }
