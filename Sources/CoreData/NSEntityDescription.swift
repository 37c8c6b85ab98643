/// A kind of object a model stores (Core Data's `NSEntityDescription`): its name, the class its
/// objects are made of, its attributes and relationships, and its place in entity inheritance.
open class NSEntityDescription: NSObject, NSCopying, @unchecked Sendable {
    open var name: String?
    /// The class's name as Core Data reads it (`Item`, or `NSManagedObject` for objects of no class of their own).
    open var managedObjectClassName: String! = "NSManagedObject"
    open var isAbstract = false
    open var userInfo: [AnyHashable: Any]?
    open var renamingIdentifier: String?
    open var versionHashModifier: String?
    open var uniquenessConstraints: [[Any]] = []
    /// The model whose `entities` hold this entity.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel!
    open private(set) weak var superentity: NSEntityDescription?

    /// The entity's own properties; setting them makes this entity theirs.
    open var properties: [NSPropertyDescription] = [] {
        didSet { for property in properties { property.entity = self } }
    }

    /// The entities that inherit from this one; setting them makes this entity their superentity.
    open var subentities: [NSEntityDescription] = [] {
        didSet { for entity in subentities { entity.superentity = self } }
    }

    public override init() {}

    /// Every property, the superentity's first, by name.
    open var propertiesByName: [String: NSPropertyDescription] {
        var byName = superentity?.propertiesByName ?? [:]
        for property in properties { byName[property.name] = property }
        return byName
    }

    open var attributesByName: [String: NSAttributeDescription] {
        propertiesByName.compactMapValues { $0 as? NSAttributeDescription }
    }

    open var relationshipsByName: [String: NSRelationshipDescription] {
        propertiesByName.compactMapValues { $0 as? NSRelationshipDescription }
    }

    open var subentitiesByName: [String: NSEntityDescription] {
        Dictionary(subentities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The relationships whose destination is `entity`.
    open func relationships(forDestination entity: NSEntityDescription) -> [NSRelationshipDescription] {
        relationshipsByName.values.filter { $0.destinationEntity === entity }.sorted { $0.name < $1.name }
    }

    /// Whether this entity is `entity` or inherits from it.
    open func isKindOf(entity: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        while let candidate = current {
            if candidate === entity || (candidate.name != nil && candidate.name == entity.name) { return true }
            current = candidate.superentity
        }
        return false
    }

    /// The entity named `entityName` in the model of the context's coordinator.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.entity(named: entityName)
    }

    /// A new object of the entity named `entityName`, inserted into the context. Its class is the
    /// one whose objects were made for the entity in this process (`Item(context:)`, `Item.entity()`);
    /// before any was, `NSManagedObject`, holding the entity's values by key.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = context.entity(named: entityName) else {
            fatalError("+entityForName: could not locate an entity named '\(entityName)' in this model.")
        }
        return EntityClasses.shared.type(of: entity).init(entity: entity, insertInto: context)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSEntityDescription()
        copy.name = name; copy.managedObjectClassName = managedObjectClassName; copy.isAbstract = isAbstract
        copy.userInfo = userInfo; copy.uniquenessConstraints = uniquenessConstraints
        copy.properties = properties.map { $0.copy() as! NSPropertyDescription }
        return copy
    }

    open override var description: String {
        "(<NSEntityDescription>) name \(name ?? "nil"), managedObjectClassName \(managedObjectClassName ?? "")"
    }
}
