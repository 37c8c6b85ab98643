/// A session's history (Apple's `Transcript`): its instructions, prompts, tool calls and outputs,
/// and responses, in order.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct Transcript: Sendable, Equatable, RandomAccessCollection {
    private var entries: [Entry]

    public init(entries: some Sequence<Entry> = []) { self.entries = Array(entries) }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(index: Int) -> Entry { entries[index] }

    mutating func append(_ entry: Entry) { entries.append(entry) }

    public enum Entry: Sendable, Equatable, Identifiable {
        case instructions(Instructions)
        case prompt(Prompt)
        case toolCalls(ToolCalls)
        case toolOutput(ToolOutput)
        case response(Response)

        public var id: String {
            switch self {
            case .instructions(let entry): return entry.id
            case .prompt(let entry): return entry.id
            case .toolCalls(let entry): return entry.id
            case .toolOutput(let entry): return entry.id
            case .response(let entry): return entry.id
            }
        }
    }

    public enum Segment: Sendable, Equatable, Identifiable {
        case text(TextSegment)
        case structure(StructuredSegment)

        public var id: String {
            switch self {
            case .text(let segment): return segment.id
            case .structure(let segment): return segment.id
            }
        }
    }

    public struct TextSegment: Sendable, Equatable, Identifiable {
        public var id: String
        public var content: String
        public init(id: String = UUID().uuidString, content: String) { self.id = id; self.content = content }
    }

    public struct StructuredSegment: Sendable, Equatable, Identifiable {
        public var id: String
        public var source: String
        public var content: GeneratedContent
        public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
            self.id = id; self.source = source; self.content = content
        }
    }

    public struct Instructions: Sendable, Equatable, Identifiable {
        public var id: String
        public var segments: [Segment]
        public var toolDefinitions: [ToolDefinition]
        public init(id: String = UUID().uuidString, segments: [Segment], toolDefinitions: [ToolDefinition]) {
            self.id = id; self.segments = segments; self.toolDefinitions = toolDefinitions
        }
    }

    public struct ToolDefinition: Sendable, Equatable {
        public var name: String
        public var description: String
        public init(name: String, description: String, parameters: GenerationSchema) { self.name = name; self.description = description }
        public init(tool: some Tool) { self.init(name: tool.name, description: tool.description, parameters: tool.parameters) }
    }

    public struct Prompt: Sendable, Equatable, Identifiable {
        public var id: String
        public var segments: [Segment]
        public var options: GenerationOptions
        public var responseFormat: ResponseFormat?
        public init(id: String = UUID().uuidString, segments: [Segment], options: GenerationOptions = GenerationOptions(),
                    responseFormat: ResponseFormat? = nil) {
            self.id = id; self.segments = segments; self.options = options; self.responseFormat = responseFormat
        }
    }

    public struct ResponseFormat: Sendable, Equatable {
        public var name: String
        public init(type: any Generable.Type) { name = "\(type)" }
        public init(schema: GenerationSchema) { name = schema.typeName }
    }

    public struct ToolCalls: Sendable, Equatable, Identifiable, RandomAccessCollection {
        public var id: String
        private var calls: [ToolCall]
        public init(id: String = UUID().uuidString, _ calls: some Sequence<ToolCall>) { self.id = id; self.calls = Array(calls) }
        public var startIndex: Int { calls.startIndex }
        public var endIndex: Int { calls.endIndex }
        public subscript(index: Int) -> ToolCall { calls[index] }
    }

    public struct ToolCall: Sendable, Equatable, Identifiable {
        public var id: String
        public var toolName: String
        public var arguments: GeneratedContent
        public init(id: String, toolName: String, arguments: GeneratedContent) {
            self.id = id; self.toolName = toolName; self.arguments = arguments
        }
    }

    public struct ToolOutput: Sendable, Equatable, Identifiable {
        public var id: String
        public var toolName: String
        public var segments: [Segment]
        public init(id: String, toolName: String, segments: [Segment]) { self.id = id; self.toolName = toolName; self.segments = segments }
    }

    public struct Response: Sendable, Equatable, Identifiable {
        public var id: String
        public var assetIDs: [String]
        public var segments: [Segment]
        public init(id: String = UUID().uuidString, assetIDs: [String], segments: [Segment]) {
            self.id = id; self.assetIDs = assetIDs; self.segments = segments
        }
    }
}
