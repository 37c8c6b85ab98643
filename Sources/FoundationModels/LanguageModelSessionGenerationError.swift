@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension LanguageModelSession {
    /// Why a request failed (Apple's `LanguageModelSession.GenerationError`).
    public enum GenerationError: Error, LocalizedError {
        case exceededContextWindowSize(Context)
        case assetsUnavailable(Context)
        case guardrailViolation(Context)
        case unsupportedGuide(Context)
        case unsupportedLanguageOrLocale(Context)
        case decodingFailure(Context)
        case rateLimited(Context)
        case concurrentRequests(Context)
        case refusal(Refusal, Context)

        public struct Context: Sendable {
            public let debugDescription: String
            public init(debugDescription: String, underlyingErrors: [any Error] = []) { self.debugDescription = debugDescription }
        }

        /// The model declined the request; its explanation would be another request.
        public struct Refusal: Sendable {
            public init(transcriptEntries: [Transcript.Entry]) {}
            public var explanation: Response<String> { get async throws { throw LanguageModelSession.unavailable } }
            public var explanationStream: ResponseStream<String> { ResponseStream() }
        }

        private var context: Context {
            switch self {
            case .exceededContextWindowSize(let context), .assetsUnavailable(let context), .guardrailViolation(let context),
                 .unsupportedGuide(let context), .unsupportedLanguageOrLocale(let context), .decodingFailure(let context),
                 .rateLimited(let context), .concurrentRequests(let context), .refusal(_, let context):
                return context
            }
        }

        public var errorDescription: String? { context.debugDescription }
    }

    /// A tool the model called failed.
    public struct ToolCallError: Error, LocalizedError {
        public var tool: any Tool
        public var underlyingError: any Error
        public init(tool: any Tool, underlyingError: any Error) { self.tool = tool; self.underlyingError = underlyingError }
        public var errorDescription: String? { "\(tool.name): \(underlyingError.localizedDescription)" }
    }
}
