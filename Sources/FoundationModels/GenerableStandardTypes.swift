/// The standard types Apple makes generable: `String`, `Bool`, `Int`, `Float`, `Double`,
/// `Decimal`, arrays of generable elements, and optionals as content to give the model.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension String: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "string", type: String.self) }
    public init(_ content: GeneratedContent) throws {
        guard case .string(let value) = content.kind else { throw GeneratedContent.mismatch(content, String.self) }
        self = value
    }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
    // Text prompts and instructions are the text itself, not its JSON.
    public var instructionsRepresentation: Instructions { return Instructions(text: self) }
    public var promptRepresentation: Prompt { return Prompt(text: self) }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Bool: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "boolean", type: Bool.self) }
    public init(_ content: GeneratedContent) throws {
        guard case .bool(let value) = content.kind else { throw GeneratedContent.mismatch(content, Bool.self) }
        self = value
    }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
}

/// Numbers travel as `Double`, as JSON's do.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
protocol GenerableNumber: Generable {
    init?(exactly number: Double)
    var doubleValue: Double { get }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension GenerableNumber {
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "number", type: Self.self) }
    public init(_ content: GeneratedContent) throws {
        guard case .number(let number) = content.kind, let value = Self(exactly: number) else {
            throw GeneratedContent.mismatch(content, Self.self)
        }
        self = value
    }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(doubleValue)) }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Int: GenerableNumber { var doubleValue: Double { Double(self) } }
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Double: GenerableNumber { var doubleValue: Double { self } }
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Float: GenerableNumber { var doubleValue: Double { Double(self) } }
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Decimal: GenerableNumber {
    init?(exactly number: Double) { self.init(number) }
    var doubleValue: Double { NSDecimalNumber(decimal: self).doubleValue }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
    public init(_ content: GeneratedContent) throws {
        guard case .array(let elements) = content.kind else { throw GeneratedContent.mismatch(content, Self.self) }
        self = try elements.map(Element.init)
    }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Array: InstructionsRepresentable, PromptRepresentable, ConvertibleToGeneratedContent
    where Element: ConvertibleToGeneratedContent {
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Array: Generable where Element: Generable {
    public typealias PartiallyGenerated = [Element.PartiallyGenerated]
    public static var generationSchema: GenerationSchema { GenerationSchema(arrayOf: Element.self) }

    /// Each element's partial form; an element whose partial form cannot read it is left out.
    public func asPartiallyGenerated() -> PartiallyGenerated {
        compactMap { try? Element.PartiallyGenerated($0.generatedContent) }
    }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Optional: InstructionsRepresentable, PromptRepresentable, ConvertibleToGeneratedContent
    where Wrapped: ConvertibleToGeneratedContent {
    public var generatedContent: GeneratedContent { self?.generatedContent ?? GeneratedContent(kind: .null) }
}
