/// An entity's relationship to another entity (Core Data's `NSRelationshipDescription`). A
/// relationship with an inverse keeps it in step: setting `item.category` adds the item to the
/// category's `items`, as Core Data does.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    open weak var destinationEntity: NSEntityDescription?
    open weak var inverseRelationship: NSRelationshipDescription?
    /// 0 for no limit; a to-one relationship has 1.
    open var maxCount = 1
    open var minCount = 0
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    /// Whether a to-many relationship's objects keep an order (`NSOrderedSet`) rather than none (`NSSet`).
    open var isOrdered = false

    /// Whether it relates an object to any number of others.
    open var isToMany: Bool { maxCount != 1 }

    public override init() {}

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = copyDescription(into: NSRelationshipDescription())
        copy.destinationEntity = destinationEntity; copy.inverseRelationship = inverseRelationship
        copy.maxCount = maxCount; copy.minCount = minCount; copy.deleteRule = deleteRule; copy.isOrdered = isOrdered
        return copy
    }
}
