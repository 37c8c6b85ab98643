/// A kind of health data (Apple's documentation of `HKObjectType`,
/// https://developer.apple.com/documentation/healthkit/hkobjecttype). Equal by identifier, so
/// sets of types for authorization hold each once.
open class HKObjectType: NSObject, @unchecked Sendable {
    public let identifier: String

    init(identifier: String) { self.identifier = identifier }

    open override func isEqual(_ object: Any?) -> Bool { (object as? HKObjectType)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }

    open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier) }
    open class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? { HKCategoryType(identifier) }
    open class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
}
