import Synchronization

/// The identity of an object across contexts (Core Data's `NSManagedObjectID`): the same row
/// fetched in two contexts is two objects with one ID. An object's ID is temporary until the
/// object is first saved, as in Core Data; here the ID stays the same object and only
/// `isTemporaryID` changes, where Core Data gives the object a new, permanent ID.
///
/// `@unchecked Sendable` as Apple declares it: its only mutable state, `isTemporaryID`, changes
/// in the save of the context that owns the object.
open class NSManagedObjectID: NSObject, NSCopying, @unchecked Sendable {
    private static let counter = Atomic<Int>(0)

    /// Unique in the process, in creation order.
    let number: Int
    open private(set) var entity: NSEntityDescription
    /// Whether the object was never saved to a store.
    open internal(set) var isTemporaryID = true
    /// The store the object was saved to.
    open internal(set) weak var persistentStore: NSPersistentStore?

    init(entity: NSEntityDescription) {
        number = Self.counter.add(1, ordering: .relaxed).newValue
        self.entity = entity
    }

    /// `x-coredata://<store>/<entity>/p<n>` as Core Data writes it (`t` for a temporary ID).
    open func uriRepresentation() -> URL {
        let store = persistentStore?.identifier ?? "00000000-0000-0000-0000-000000000000"
        return URL(string: "x-coredata://\(store)/\(entity.name ?? "")/\(isTemporaryID ? "t" : "p")\(number)")!
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSManagedObjectID)?.number == number }
    open override var hash: Int { number.hashValue }
    open override var description: String { "<\(uriRepresentation().absoluteString)>" }
}
