/// Structured content the model generates, or that a program gives it (Apple's
/// `GeneratedContent`): a JSON-like value (null, Boolean, number, string, array, or a structure
/// of named properties in their order).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct GeneratedContent: Sendable, Equatable, Generable, CustomDebugStringConvertible {
    public enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([GeneratedContent])
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    public var id: GenerationID?
    public let kind: Kind

    public init(kind: Kind, id: GenerationID? = nil) {
        self.kind = kind
        self.id = id
    }

    public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        var values: [String: GeneratedContent] = [:], keys: [String] = []
        for (key, value) in properties where values[key] == nil {
            values[key] = value.generatedContent
            keys.append(key)
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
    }

    public init(_ value: some ConvertibleToGeneratedContent) { self = value.generatedContent }

    public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) {
        self = value.generatedContent
        self.id = id
    }

    /// Content parsed from JSON; an object's keys keep their order in the text.
    public init(json: String) throws {
        var parser = GeneratedContentJSON.Parser(json)
        self = try parser.document()
    }

    public init(_ content: GeneratedContent) throws { self = content }

    public var generatedContent: GeneratedContent { self }

    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "any", type: GeneratedContent.self) }

    /// The content as JSON, properties in their order.
    public var jsonString: String { GeneratedContentJSON.text(of: self) }

    public var debugDescription: String { jsonString }

    /// Content made here is always complete; only a stream's snapshots are partial.
    public var isComplete: Bool { true }

    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(self)
    }

    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self,
                                                              forProperty property: String) throws -> Value {
        guard case .structure(let properties, _) = kind, let content = properties[property] else {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "No property \(property) in \(jsonString)"))
        }
        return try Value(content)
    }

    /// An optional property: missing or null is nil.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value?.Type = Value?.self,
                                                              forProperty property: String) throws -> Value? {
        guard case .structure(let properties, _) = kind else {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "\(jsonString) has no properties"))
        }
        guard let content = properties[property], content.kind != .null else { return nil }
        return try Value(content)
    }

    static func mismatch(_ content: GeneratedContent, _ type: Any.Type) -> LanguageModelSession.GenerationError {
        .decodingFailure(.init(debugDescription: "\(content.jsonString) is not a \(type)"))
    }
}

/// Identifies a generated value across a response stream's snapshots (Apple's `GenerationID`).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct GenerationID: Sendable, Hashable {
    let value: UUID
    public init() { value = UUID() }
}
