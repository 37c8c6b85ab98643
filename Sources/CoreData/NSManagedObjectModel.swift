/// The entities a store holds (Core Data's `NSManagedObjectModel`), made in code or read from
/// a model file: `NSManagedObjectModel(contentsOf:)` reads the `.momd` Xcode puts in the app's
/// bundle, which `snap` copies from the `.xcdatamodeld` (see `_DataModelContents`).
open class NSManagedObjectModel: NSObject, NSCopying, @unchecked Sendable {
    /// The model's entities; setting them makes this model theirs.
    open var entities: [NSEntityDescription] = [] {
        didSet { for entity in entities { entity.managedObjectModel = self } }
    }
    open var versionIdentifiers: Set<AnyHashable> = []
    open var localizationDictionary: [String: String]?

    public override init() {}

    /// The model in a `.momd`, `.xcdatamodeld` or `.xcdatamodel` folder; nil when there is none.
    public convenience init?(contentsOf url: URL) {
        guard let contents = _DataModelContents(contentsOf: url) else { return nil }
        self.init(contents)
    }

    /// The model a model file declares: entities with their attributes, relationships (inverses
    /// and destinations joined) and inheritance.
    public convenience init(_ contents: _DataModelContents) {
        self.init()
        var byName: [String: NSEntityDescription] = [:]
        let made = contents.entities.map { declared -> NSEntityDescription in
            let entity = NSEntityDescription()
            entity.name = declared.name
            entity.managedObjectClassName = declared.className
            entity.isAbstract = declared.isAbstract
            byName[declared.name] = entity
            return entity
        }
        for (declared, entity) in zip(contents.entities, made) {
            let attributes = declared.attributes.map { declared -> NSPropertyDescription in
                let attribute = NSAttributeDescription()
                attribute.name = declared.name
                attribute.isOptional = declared.isOptional
                attribute.isTransient = declared.isTransient
                attribute.attributeType = NSAttributeType(modelName: declared.type) ?? .undefinedAttributeType
                attribute.attributeValueClassName = declared.customClassName
                    ?? NSAttributeDescription.valueClassName(attribute.attributeType)
                attribute.defaultValue = declared.defaultValue.flatMap { NSAttributeDescription.value($0, of: attribute.attributeType) }
                return attribute
            }
            let relationships = declared.relationships.map { declared -> NSPropertyDescription in
                let relationship = NSRelationshipDescription()
                relationship.name = declared.name
                relationship.isOptional = declared.isOptional
                relationship.destinationEntity = byName[declared.destination]
                relationship.maxCount = declared.maxCount
                relationship.minCount = declared.minCount
                relationship.isOrdered = declared.isOrdered
                relationship.deleteRule = NSDeleteRule(modelName: declared.deleteRule)
                return relationship
            }
            entity.properties = attributes + relationships
        }
        for (declared, entity) in zip(contents.entities, made) {
            if let parent = declared.parent.flatMap({ byName[$0] }) { parent.subentities.append(entity) }
            for relationship in declared.relationships {
                guard let inverse = relationship.inverse, let destination = byName[relationship.destination] else { continue }
                entity.relationshipsByName[relationship.name]?.inverseRelationship = destination.relationshipsByName[inverse]
            }
        }
        entities = made
    }

    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The names of the model's configurations; every entity is in the default one.
    open var configurations: [String] { [] }

    open func entities(forConfigurationName configuration: String?) -> [NSEntityDescription]? { entities }

    /// The models in the bundles (the main bundle without any) merged into one: every `.momd`
    /// and `.xcdatamodeld` at a bundle's top level. Nil when there is none.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let models = (bundles ?? [Bundle.main]).flatMap { bundle -> [NSManagedObjectModel] in
            let files = (try? FileManager.default.contentsOfDirectory(at: bundle.bundleURL, includingPropertiesForKeys: nil)) ?? []
            return files.filter { ["momd", "xcdatamodeld"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
                .compactMap(NSManagedObjectModel.init(contentsOf:))
        }
        return models.isEmpty ? nil : NSManagedObjectModel(byMerging: models)
    }

    /// One model holding the entities of all of them.
    public convenience init?(byMerging models: [NSManagedObjectModel]?) {
        guard let models else { return nil }
        self.init()
        entities = models.flatMap(\.entities)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSManagedObjectModel()
        copy.entities = entities
        copy.versionIdentifiers = versionIdentifiers
        return copy
    }

    /// The entity whose objects are of `type`: the one whose class name is the type's.
    func entity(for type: NSManagedObject.Type) -> NSEntityDescription? {
        let name = EntityClasses.className(type)
        return entities.first { $0.managedObjectClassName == name || $0.managedObjectClassName?.hasSuffix("." + name) == true }
            ?? entitiesByName[name]
    }
}
