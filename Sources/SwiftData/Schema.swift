/// The model types an app stores, and their version (SwiftData's `Schema`). Here a schema is the
/// list of model types and what a container accepts is not checked against it.
///
/// `@unchecked Sendable` as SwiftData's: every stored property is a `let`, but the versioned
/// schema is a metatype of a protocol that does not refine `Sendable`, which a metatype needs
/// to be checked. Metatypes carry no mutable state.
public final class Schema: Hashable, @unchecked Sendable {
    /// A schema's version (`Schema.Version(1, 0, 0)`).
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public var major: Int
        public var minor: Int
        public var patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) { self.major = major; self.minor = minor; self.patch = patch }
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// One model type of the schema. `@unchecked` for its metatype, as `Schema` is.
    public final class Entity: Hashable, CustomStringConvertible, @unchecked Sendable {
        public let name: String
        let type: any PersistentModel.Type
        init(_ type: any PersistentModel.Type) { self.type = type; name = String(describing: type) }
        public static func == (lhs: Entity, rhs: Entity) -> Bool { lhs.name == rhs.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
        public var description: String { name }
    }

    /// A stored property's metadata (`@Attribute`'s options).
    public final class Attribute: Sendable {
        /// `@Attribute(.unique)`, `.externalStorage`, …: accepted; `.unique` is honoured on insert.
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
            public static let encrypt = Option(name: "encrypt")
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable:\(transformerName)") }
            public static func transformable(by transformerType: AnyClass) -> Option {
                Option(name: "transformable:\(String(describing: transformerType))")
            }
        }
        public let name: String
        public let options: [Option]
        public init(_ options: Option..., name: String) { self.name = name; self.options = options }
        public var isUnique: Bool { options.contains(.unique) }
    }

    /// A relationship's metadata (`@Relationship`'s options).
    public final class Relationship: Sendable {
        public enum DeleteRule: String, Hashable, Codable, Sendable {
            case cascade, deny, noAction, nullify
        }
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }
        public let name: String
        public let deleteRule: DeleteRule
        public init(_ options: Option..., deleteRule: DeleteRule = .nullify, name: String) {
            self.name = name; self.deleteRule = deleteRule
        }
    }

    public let entities: [Entity]
    public let version: Version
    /// The `VersionedSchema` the schema was made from, if any.
    let versionedSchema: (any VersionedSchema.Type)?

    public init() { entities = []; version = Version(1, 0, 0); versionedSchema = nil }

    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        var seen = Set<ObjectIdentifier>()
        entities = types.filter { seen.insert(ObjectIdentifier($0)).inserted }.map(Entity.init)
        self.version = version
        versionedSchema = nil
    }

    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    public init(versionedSchema: any VersionedSchema.Type) {
        var seen = Set<ObjectIdentifier>()
        entities = versionedSchema.models.filter { seen.insert(ObjectIdentifier($0)).inserted }.map(Entity.init)
        version = versionedSchema.versionIdentifier
        self.versionedSchema = versionedSchema
    }

    /// The entity of a model type, by its name.
    public var entitiesByName: [String: Entity] { Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }) }

    public static func == (lhs: Schema, rhs: Schema) -> Bool { lhs.entities == rhs.entities && lhs.version == rhs.version }
    public func hash(into hasher: inout Hasher) { hasher.combine(entities); hasher.combine(version) }
}

/// One version of an app's schema, for migration plans.
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How a store moves between versions of its schema. Here stores are in memory and start empty,
/// so a plan is kept for reference and never run.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

extension SchemaMigrationPlan {
    public static var stages: [MigrationStage] { [] }
}

/// One step of a migration plan. `@unchecked Sendable` as SwiftData declares it: metatypes,
/// and closures that run only while a container migrates, which no container does here.
public enum MigrationStage: @unchecked Sendable {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
