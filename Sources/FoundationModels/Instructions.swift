/// What the model is told to do across a session (Apple's `Instructions`),
/// built from text and generated content.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct Instructions: Sendable, InstructionsRepresentable {
    /// The instructions' parts, joined by new lines as `InstructionsBuilder` joins its lines.
    let text: String

    init(text: String) { self.text = text }

    public init(_ content: some InstructionsRepresentable) { self = content.instructionsRepresentation }

    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows { self = try content() }

    // `return`: the requirement's builder would otherwise wrap `self` in itself, endlessly.
    public var instructionsRepresentation: Instructions { return self }
}

/// A type that can be part of instructions (Apple's `InstructionsRepresentable`).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol InstructionsRepresentable {
    @InstructionsBuilder var instructionsRepresentation: Instructions { get }
}

/// Builds instructions from lines, conditions and loops (Apple's `InstructionsBuilder`).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@resultBuilder
public struct InstructionsBuilder {
    public static func buildExpression<P: InstructionsRepresentable>(_ expression: P) -> P { expression }
    public static func buildExpression(_ expression: Instructions) -> Instructions { expression }
    public static func buildBlock<each P: InstructionsRepresentable>(_ components: repeat each P) -> Instructions {
        var lines: [String] = []
        for component in repeat each components { lines.append(component.instructionsRepresentation.text) }
        return Instructions(text: joinedLines(lines))
    }
    public static func buildArray(_ parts: [some InstructionsRepresentable]) -> Instructions {
        Instructions(text: joinedLines(parts.map(\.instructionsRepresentation.text)))
    }
    public static func buildEither(first component: some InstructionsRepresentable) -> Instructions {
        component.instructionsRepresentation
    }
    public static func buildEither(second component: some InstructionsRepresentable) -> Instructions {
        component.instructionsRepresentation
    }
    public static func buildOptional(_ component: Instructions?) -> Instructions { component ?? Instructions(text: "") }
    public static func buildLimitedAvailability(_ instructions: some InstructionsRepresentable) -> Instructions {
        instructions.instructionsRepresentation
    }
}
