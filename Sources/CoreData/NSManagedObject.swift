import OpenCombine

/// An object of an entity, held by a context (Core Data's `NSManagedObject`). Apps subclass it
/// as Xcode generates the subclasses:
///
///     @objc(Item) public class Item: NSManagedObject {}
///     extension Item {
///         @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> { NSFetchRequest<Item>(entityName: "Item") }
///         @NSManaged public var timestamp: Date?
///     }
///
/// The object holds its values by key, as Core Data's do (`value(forKey:)`, `setValue(_:forKey:)`;
/// `@NSManaged` properties read and write them). A change marks the object updated in its
/// context, keeps the inverse end of a relationship in step, tells Observation (a view that
/// read the value re-renders) and sends `objectWillChange`, so `@ObservedObject var item: Item`
/// re-renders as on iOS.
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject, Observable {
    open private(set) var entity: NSEntityDescription
    open internal(set) var objectID: NSManagedObjectID
    /// The context the object is registered with; nil once it is removed from it (a deleted
    /// object after its context saved, an inserted one after a rollback).
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?

    /// The values by key: attributes as given; relationships as the related objects (or their
    /// IDs until first read in this context), a to-many one as a `ManyValues`.
    var values: [String: Any] = [:]
    /// The values when the object was last fetched or saved, for `changedValues()` and rollback.
    var committedValues: [String: Any] = [:]
    open internal(set) var isInserted = false
    open internal(set) var isUpdated = false
    open internal(set) var isDeleted = false

    private let registrar = ObservationRegistrar()
    private let willChange = ObservableObjectPublisher()
    /// Counts changes of any value: every read tracks it, every change bumps it.
    private var revision = 0

    public var objectWillChange: ObservableObjectPublisher { willChange }

    /// An object of the entity, inserted into the context when there is one (`awakeFromInsert()`
    /// is called then); the attributes start at the model's default values.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entity: entity)
        super.init()
        EntityClasses.shared.record(type(of: self), for: entity)
        for (name, attribute) in entity.attributesByName {
            if let value = attribute.defaultValue { values[name] = value }
        }
        context?.insert(self)
    }

    /// An object of the class's entity in the context's model, inserted into it.
    public convenience init(context moc: NSManagedObjectContext) {
        self.init(entity: moc.entity(for: Self.self), insertInto: moc)
    }

    /// The entity of the class's objects in the models loaded by the process's containers, or
    /// one made from the class when none names it (see `EntityClasses`).
    open class func entity() -> NSEntityDescription {
        let entity = LoadedModels.shared.entity(for: self) ?? EntityClasses.shared.inferredEntity(for: self)
        EntityClasses.shared.record(self, for: entity)
        return entity
    }

    /// A request for the objects of the class's entity.
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest<any NSFetchRequestResult>(entityName: entity().name ?? EntityClasses.className(self))
    }

    // MARK: Key-value coding

    /// The value of a property: an attribute's value, a to-one relationship's object, a to-many
    /// relationship's objects (`NSOrderedSet` when ordered, else `NSSet`).
    open func value(forKey key: String) -> Any? {
        track()
        return resolved(key, ordered: nil)
    }

    /// Sets a property's value; a relationship's inverse end follows (see `NSRelationshipDescription`).
    open func setValue(_ value: Any?, forKey key: String) {
        if let relationship = entity.relationshipsByName[key] {
            setRelationship(relationship, to: value)
        } else if entity.attributesByName[key] == nil, let many = ManyValues(value) {
            // A to-many relationship of an entity made from a class: no inverse to keep.
            change { self.values[key] = many }
        } else {
            change { self.values[key] = value }
        }
    }

    /// The value at a key path (`category.name`); through a to-many relationship, the set of values.
    open func value(forKeyPath keyPath: String) -> Any? { KeyValue.value(of: self, atPath: keyPath) }

    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let keys = keyPath.split(separator: ".").map(String.init)
        guard keys.count > 1 else { return setValue(value, forKey: keyPath) }
        (KeyValue.value(of: self, atPath: keys.dropLast().joined(separator: ".")) as? NSManagedObject)?
            .setValue(value, forKey: keys.last!)
    }

    /// The value without the change tracking of `value(forKey:)`, as Core Data's primitive accessors.
    open func primitiveValue(forKey key: String) -> Any? { resolved(key, ordered: nil) }

    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }

    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}

    // MARK: Changes

    /// Whether the object was inserted, changed or deleted since its context last saved.
    open var hasChanges: Bool { track(); return isInserted || isUpdated || isDeleted }

    /// Whether a value differs from the one last saved.
    open var hasPersistentChangedValues: Bool { !changedValues().isEmpty }

    /// The values that differ from those last saved, by key.
    open func changedValues() -> [String: Any] {
        var changed: [String: Any] = [:]
        for (key, value) in values where !KeyValue.same(value, committedValues[key]) {
            changed[key] = resolved(key, ordered: nil) ?? NSNull()
        }
        for key in committedValues.keys where values[key] == nil { changed[key] = NSNull() }
        return changed
    }

    /// The values as last saved or fetched, for `keys` (all when nil).
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        let all = committedValues.mapValues { value -> Any in value }
        guard let keys else { return all }
        return all.filter { keys.contains($0.key) }
    }

    /// Whether the object is a fault: never here, every object holds its values.
    open var isFault: Bool { false }
    open var faultingState: Int { 0 }

    open func hasFault(forRelationshipNamed key: String) -> Bool { false }

    open func objectIDs(forRelationshipNamed key: String) -> [NSManagedObjectID] {
        switch values[key] {
        case let many as ManyValues: return many.ids
        case let object as NSManagedObject: return [object.objectID]
        case let id as NSManagedObjectID: return [id]
        default: return []
        }
    }

    // MARK: Life cycle

    /// Called once, when the object is first inserted into a context.
    open func awakeFromInsert() {}
    /// Called when a context makes the object for a fetched row.
    open func awakeFromFetch() {}
    /// Called when the object is deleted, before its relationships' delete rules run.
    open func prepareForDeletion() {}
    /// Called before and after the object's context saves it.
    open func willSave() {}
    open func didSave() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}

    /// Checks made before a save; the required properties are checked by the context.
    open func validateForInsert() throws {}
    open func validateForUpdate() throws {}
    open func validateForDelete() throws {}

    open override var description: String {
        let keys = values.keys.sorted()
        let data = keys.map { "    \($0) = \(KeyValue.describe(values[$0]));" }.joined(separator: "\n")
        return "<\(EntityClasses.className(type(of: self))): \(objectID)> (entity: \(entity.name ?? "nil"); id: \(objectID); "
            + "data: {\n\(data)\n})"
    }

    // MARK: Storage

    /// Tracks a read through Observation.
    func track() { registrar.access(self, keyPath: \.revision) }

    /// Applies a change of the values: `objectWillChange` first, then the change, recorded in the
    /// context as the object's (unless it is a merge of saved values), and Observation told.
    func change(recording: Bool = true, _ apply: () -> Void) {
        willChange.send()
        registrar.withMutation(of: self, keyPath: \.revision) {
            apply()
            revision += 1
        }
        if recording { managedObjectContext?.objectDidChange(self) }
    }

    /// The value for the key, related objects resolved in the object's context; a to-many
    /// relationship as `NSOrderedSet` when `ordered` (or, when nil, the model) says so.
    func resolved(_ key: String, ordered: Bool?) -> Any? {
        switch values[key] {
        case let id as NSManagedObjectID:
            guard let object = managedObjectContext?.registeredObject(id) else { return nil }
            values[key] = object
            return object
        case let many as ManyValues:
            let objects = relatedObjects(key)
            let isOrdered = ordered ?? entity.relationshipsByName[key]?.isOrdered ?? many.isOrdered
            return isOrdered ? NSOrderedSet(array: objects) : NSSet(array: objects)
        case let value?:
            return value
        case nil:
            if let relationship = entity.relationshipsByName[key], relationship.isToMany {
                return ordered ?? relationship.isOrdered ? NSOrderedSet() : NSSet()
            }
            return nil
        }
    }

    /// The values as a store row holds them: related objects as their IDs.
    func storedValues() -> [String: Any] {
        values.mapValues { value -> Any in
            switch value {
            case let object as NSManagedObject: return object.objectID
            case let many as ManyValues: return ManyValues(ids: many.ids, isOrdered: many.isOrdered)
            default: return value
            }
        }
    }

    /// The objects of a to-many relationship, in order, resolved in the object's context.
    func relatedObjects(_ key: String) -> [NSManagedObject] {
        guard var many = values[key] as? ManyValues else {
            return (resolved(key, ordered: nil) as? NSManagedObject).map { [$0] } ?? []
        }
        let objects = many.objects(in: managedObjectContext)
        many.items = objects
        values[key] = many
        return objects
    }
}
