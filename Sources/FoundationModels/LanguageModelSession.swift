/// A conversation with the on-device model (Apple's `LanguageModelSession`). The model is
/// unavailable here (`SystemLanguageModel`), so every request fails as it fails on a device
/// without the model's assets: `GenerationError.assetsUnavailable` with "Model is unavailable"
/// (the error Apple's framework reports then, as developers quote it in Apple's forums, thread
/// 787468). A view's `catch` shows its error state, the same in every render; the transcript keeps
/// the session's instructions.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public final class LanguageModelSession: @unchecked Sendable, Observable {
    public private(set) var transcript: Transcript
    /// Never true: no request runs.
    public private(set) var isResponding = false
    let model: SystemLanguageModel
    let tools: [any Tool]

    private init(model: SystemLanguageModel, tools: [any Tool], entries: Transcript) {
        self.model = model
        self.tools = tools
        self.transcript = entries
    }

    private convenience init(model: SystemLanguageModel, tools: [any Tool], instructionText: String?) {
        let definitions = tools.map { Transcript.ToolDefinition(name: $0.name, description: $0.description, parameters: $0.parameters) }
        let entries = instructionText.map { text in
            Transcript.Entry.instructions(.init(segments: [.text(.init(content: text))], toolDefinitions: definitions))
        }
        self.init(model: model, tools: tools, entries: Transcript(entries: entries.map { [$0] } ?? []))
    }

    @_disfavoredOverload
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {
        self.init(model: model, tools: tools, instructionText: instructions)
    }

    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
        self.init(model: model, tools: tools, instructionText: instructions?.text)
    }

    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [],
                            @InstructionsBuilder instructions: () throws -> Instructions) rethrows {
        self.init(model: model, tools: tools, instructionText: try instructions().text)
    }

    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        self.init(model: model, tools: tools, entries: transcript)
    }

    /// Loads the model ahead of a request: nothing to load here.
    public func prewarm(promptPrefix: Prompt? = nil) {}

    /// What every request meets (see the type's documentation).
    static var unavailable: GenerationError {
        .assetsUnavailable(.init(debugDescription: "Model is unavailable"))
    }

    // MARK: Text

    @discardableResult
    public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw Self.unavailable
    }

    @_disfavoredOverload @discardableResult
    public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        try await respond(to: Prompt(prompt), options: options)
    }

    @discardableResult
    public func respond(options: GenerationOptions = GenerationOptions(),
                        @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<String> {
        try await respond(to: try prompt(), options: options)
    }

    // MARK: Generable content

    @discardableResult
    public func respond<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self,
                                            includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw Self.unavailable
    }

    @_disfavoredOverload @discardableResult
    public func respond<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self,
                                            includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        try await respond(to: Prompt(prompt), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    @discardableResult
    public func respond<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions(),
                                            @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<Content> {
        try await respond(to: try prompt(), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    // MARK: Content of a schema

    @discardableResult
    public func respond(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                        options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> {
        throw Self.unavailable
    }

    @_disfavoredOverload @discardableResult
    public func respond(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                        options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> {
        try await respond(to: Prompt(prompt), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    @discardableResult
    public func respond(schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
                        @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<GeneratedContent> {
        try await respond(to: try prompt(), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    // MARK: Streams

    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream()
    }

    @_disfavoredOverload
    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream()
    }

    public func streamResponse(options: GenerationOptions = GenerationOptions(),
                               @PromptBuilder prompt: () throws -> Prompt) rethrows -> ResponseStream<String> {
        _ = try prompt()
        return ResponseStream()
    }

    public func streamResponse<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self,
                                                   includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        ResponseStream()
    }

    @_disfavoredOverload
    public func streamResponse<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self,
                                                   includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        ResponseStream()
    }

    public func streamResponse<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions(),
                                                   @PromptBuilder prompt: () throws -> Prompt) rethrows -> ResponseStream<Content> {
        _ = try prompt()
        return ResponseStream()
    }

    public func streamResponse(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                               options: GenerationOptions = GenerationOptions()) -> ResponseStream<GeneratedContent> {
        ResponseStream()
    }

    @_disfavoredOverload
    public func streamResponse(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                               options: GenerationOptions = GenerationOptions()) -> ResponseStream<GeneratedContent> {
        ResponseStream()
    }
}
