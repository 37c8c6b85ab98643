/// A type the model can generate (Apple's `Generable`): it converts from and to
/// `GeneratedContent` and describes itself with a `GenerationSchema`. `@Generable` writes the
/// conformance for a struct or an enum (`GenerableMacro` in the PreviewMacros plugin).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    /// What a response stream shows of the type while it is being generated.
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
    static var generationSchema: GenerationSchema { get }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Generable where PartiallyGenerated == Self {
    /// Complete content is its own partial form.
    public func asPartiallyGenerated() -> PartiallyGenerated { self }
}

/// A `@Generable` struct's `PartiallyGenerated`: it reads whatever content has so far, never
/// failing. `asPartiallyGenerated()` is declared here, not by the macro, because names a macro
/// adds to an extension are not found from a `#Preview`'s body (measured with Swift 6.3: "requires
/// the types 'Itinerary' and 'Itinerary.PartiallyGenerated' be equivalent"), and previews are where
/// apps show sample content's partial form.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol _PartiallyGeneratedContent: ConvertibleFromGeneratedContent {
    init(partial content: GeneratedContent)
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Generable where PartiallyGenerated: _PartiallyGeneratedContent {
    public func asPartiallyGenerated() -> PartiallyGenerated { PartiallyGenerated(partial: generatedContent) }
}

/// A type that can be made from generated content (Apple's `ConvertibleFromGeneratedContent`).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
    init(_ content: GeneratedContent) throws
}

/// A type that can be given to the model as generated content, in prompts and instructions too
/// (Apple's `ConvertibleToGeneratedContent`).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
    var generatedContent: GeneratedContent { get }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension ConvertibleToGeneratedContent {
    public var instructionsRepresentation: Instructions { return Instructions(text: generatedContent.jsonString) }
    public var promptRepresentation: Prompt { return Prompt(text: generatedContent.jsonString) }
}
