@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension LanguageModelSession {
    /// A request's result: the content, its raw form, and the entries it added to the transcript.
    public struct Response<Content: Generable> {
        public let content: Content
        public let rawContent: GeneratedContent
        public let transcriptEntries: ArraySlice<Transcript.Entry>
    }

    /// A response as it is generated: snapshots of the partial content. Here the first
    /// `next()` throws the session's error (`LanguageModelSession`), as a stream's iteration
    /// throws on a device without the model.
    public struct ResponseStream<Content: Generable>: AsyncSequence {
        public typealias Element = Snapshot

        public struct Snapshot {
            public var content: Content.PartiallyGenerated
            public var rawContent: GeneratedContent
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async throws -> Snapshot? { throw LanguageModelSession.unavailable }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }

        /// The complete response, once the stream ends.
        public func collect() async throws -> Response<Content> { throw LanguageModelSession.unavailable }
    }
}
