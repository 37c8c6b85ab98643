/// A model's identifier (SwiftData's `PersistentIdentifier`): the entity's name and a number
/// unique in the process. Here every identifier is "permanent" from the model's creation.
public struct PersistentIdentifier: Hashable, Comparable, Identifiable, Codable, Sendable, CustomStringConvertible {
    /// The identifier's own identity.
    public struct ID: Hashable, Comparable, Codable, Sendable {
        let number: Int
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.number < rhs.number }
    }

    /// The model class's name.
    public let entityName: String
    /// The store of the container holding the model, if it was inserted.
    public let storeIdentifier: String?
    let number: Int

    init(entityName: String, number: Int, storeIdentifier: String?) {
        self.entityName = entityName; self.number = number; self.storeIdentifier = storeIdentifier
    }

    public var id: ID { ID(number: number) }

    // Two identifiers name the same model whatever store they were read from.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.number == rhs.number && lhs.entityName == rhs.entityName }
    public func hash(into hasher: inout Hasher) { hasher.combine(number); hasher.combine(entityName) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }

    public var description: String { "PersistentIdentifier(\(entityName)/p\(number))" }
}
