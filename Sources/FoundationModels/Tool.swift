/// A function the model may call while it responds (Apple's `Tool`): its arguments are generated
/// content of its `Arguments` type, its output goes back into the prompt.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol Tool<Arguments, Output>: Sendable {
    associatedtype Output: PromptRepresentable
    associatedtype Arguments: ConvertibleFromGeneratedContent
    var name: String { get }
    var description: String { get }
    var parameters: GenerationSchema { get }
    var includesSchemaInInstructions: Bool { get }
    func call(arguments: Arguments) async throws -> Output
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Tool {
    /// The type's name, as Apple's default.
    public var name: String { String(describing: Self.self) }
    public var includesSchemaInInstructions: Bool { true }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Tool where Arguments: Generable {
    public var parameters: GenerationSchema { Arguments.generationSchema }
}
