/// A schema built at run time (Apple's `DynamicGenerationSchema`), made a `GenerationSchema` with
/// its dependencies (`GenerationSchema(root:dependencies:)`).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct DynamicGenerationSchema: Sendable {
    let name: String?
    let description: String?
    let node: GenerationSchema.Node
    /// The names this schema refers to, resolved when it becomes a `GenerationSchema`.
    let references: [String]

    public init(name: String, description: String? = nil, properties: [Property]) {
        self.init(name: name, description: description, node: .object(properties: properties.map(\.node)),
                  references: properties.flatMap(\.references))
    }

    public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) {
        self.init(name: name, description: description, node: .anyOf(choices.map(\.node)), references: choices.flatMap(\.references))
    }

    public init(name: String, description: String? = nil, anyOf choices: [String]) {
        self.init(name: name, description: description, node: .choices(choices), references: [])
    }

    public init(arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil, maximumElements: Int? = nil) {
        self.init(name: nil, description: nil, node: .array(itemSchema.node, minimum: minimumElements, maximum: maximumElements),
                  references: itemSchema.references)
    }

    public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) {
        self.init(name: nil, description: nil, node: Value.generationSchema.node, references: [])
    }

    public init(referenceTo name: String) {
        self.init(name: nil, description: nil, node: .reference(name), references: [name])
    }

    private init(name: String?, description: String?, node: GenerationSchema.Node, references: [String]) {
        self.name = name
        self.description = description
        self.node = node
        self.references = references
    }

    public struct Property: Sendable {
        let node: GenerationSchema.PropertyNode
        let references: [String]

        public init(name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false) {
            node = GenerationSchema.PropertyNode(name: name, description: description, node: schema.node,
                                                 isOptional: isOptional, guides: [])
            references = schema.references
        }
    }
}
