/// The shape of content the model generates (Apple's `GenerationSchema`): a structure's
/// properties, a choice among strings or types, an array, or a primitive. `@Generable` writes a
/// type's (`generationSchema`); its description is JSON Schema, as the model is given it.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct GenerationSchema: Sendable, Codable, CustomDebugStringConvertible {
    /// One node of the schema, in JSON Schema's terms.
    indirect enum Node: Sendable, Codable, Equatable {
        case primitive(String)
        case object(properties: [PropertyNode])
        case choices([String])
        case anyOf([Node])
        case array(Node, minimum: Int?, maximum: Int?)
        case reference(String)
    }

    struct PropertyNode: Sendable, Codable, Equatable {
        let name: String
        let description: String?
        let node: Node
        let isOptional: Bool
        let guides: [String]
    }

    let typeName: String
    let description: String?
    let node: Node

    init(typeName: String, description: String?, node: Node) {
        self.typeName = typeName
        self.description = description
        self.node = node
    }

    init(primitive: String, type: Any.Type) { self.init(typeName: "\(type)", description: nil, node: .primitive(primitive)) }

    init(arrayOf element: any Generable.Type) {
        self.init(typeName: "[\(element)]", description: nil, node: .array(element.generationSchema.node, minimum: nil, maximum: nil))
    }

    public init(type: any Generable.Type, description: String? = nil, properties: [Property]) {
        self.init(typeName: "\(type)", description: description, node: .object(properties: properties.map(\.node)))
    }

    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        self.init(typeName: "\(type)", description: description, node: .choices(choices))
    }

    public init(type: any Generable.Type, description: String? = nil, anyOf types: [any Generable.Type]) {
        self.init(typeName: "\(type)", description: description, node: .anyOf(types.map { $0.generationSchema.node }))
    }

    /// A schema built at run time, its references resolved among `dependencies`.
    public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
        let names = Set(dependencies.compactMap(\.name))
        let missing = (root.references + dependencies.flatMap(\.references)).filter { !names.contains($0) }
        guard missing.isEmpty else {
            let context = SchemaError.Context(debugDescription: "Undefined references")
            throw SchemaError.undefinedReferences(schema: root.name, references: missing, context: context)
        }
        self.init(typeName: root.name ?? "", description: root.description, node: root.node)
    }

    public var debugDescription: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? typeName
    }

    /// A property of a structure (`GenerationSchema.Property`).
    public struct Property: Sendable {
        let node: PropertyNode

        public init<Value: Generable>(name: String, description: String? = nil, type: Value.Type,
                                      guides: [GenerationGuide<Value>] = []) {
            node = PropertyNode(name: name, description: description, node: Value.generationSchema.node, isOptional: false,
                                guides: guides.map(\.description))
        }

        public init<Value: Generable>(name: String, description: String? = nil, type: Value?.Type,
                                      guides: [GenerationGuide<Value>] = []) {
            node = PropertyNode(name: name, description: description, node: Value.generationSchema.node, isOptional: true,
                                guides: guides.map(\.description))
        }
    }

    public enum SchemaError: Error, LocalizedError {
        case duplicateType(schema: String?, type: String, context: Context)
        case duplicateProperty(schema: String, property: String, context: Context)
        case emptyTypeChoices(schema: String, context: Context)
        case undefinedReferences(schema: String?, references: [String], context: Context)

        public struct Context: Sendable {
            public let debugDescription: String
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        public var errorDescription: String? {
            switch self {
            case .duplicateType(_, let type, _): return "Duplicate type \(type)"
            case .duplicateProperty(_, let property, _): return "Duplicate property \(property)"
            case .emptyTypeChoices(let schema, _): return "\(schema) has no choices"
            case .undefinedReferences(_, let references, _): return "Undefined references: \(references.joined(separator: ", "))"
            }
        }
    }
}
