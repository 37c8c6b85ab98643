/// What an entity's attributes and relationships have in common (Core Data's
/// `NSPropertyDescription`): a name, whether a value is required, and the entity it belongs to.
open class NSPropertyDescription: NSObject, NSCopying, @unchecked Sendable {
    open var name: String = ""
    /// Whether the property may be nil when its object is saved; a save with a required
    /// property nil fails with `NSValidationMissingMandatoryPropertyError`, as in Core Data.
    open var isOptional = true
    open var isTransient = false
    open var isIndexed = false
    open var userInfo: [AnyHashable: Any]?
    open var renamingIdentifier: String?
    open var versionHashModifier: String?
    /// The entity whose `properties` hold this property.
    open internal(set) weak var entity: NSEntityDescription!

    public override init() {}

    open func copy(with zone: NSZone? = nil) -> Any { copyDescription(into: NSPropertyDescription()) }

    /// Copies what every property description has into `copy`, for the subclasses' `copy(with:)`.
    func copyDescription<Description: NSPropertyDescription>(into copy: Description) -> Description {
        copy.name = name; copy.isOptional = isOptional; copy.isTransient = isTransient; copy.isIndexed = isIndexed
        copy.userInfo = userInfo; copy.renamingIdentifier = renamingIdentifier; copy.versionHashModifier = versionHashModifier
        return copy
    }
}
