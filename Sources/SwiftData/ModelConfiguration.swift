/// How a container stores a schema's models (SwiftData's `ModelConfiguration`).
///
/// On Linux every store is in memory, whatever the configuration says: a container starts empty
/// in each process and nothing is written to `url`. That is what Apple recommends for previews
/// (`ModelConfiguration(isStoredInMemoryOnly: true)`, `.modelContainer(for:inMemory: true)`), so
/// a preview's data is what its code inserts. `isStoredInMemoryOnly` keeps the value it was given.
public struct ModelConfiguration: Hashable, Identifiable, Sendable {
    /// Where an app group's store lives: accepted, unused.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        let isAutomatic: Bool
        public static let automatic = GroupContainer(identifier: nil, isAutomatic: true)
        public static let none = GroupContainer(identifier: nil, isAutomatic: false)
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName, isAutomatic: false) }
    }

    /// The CloudKit database a store syncs with: accepted, never synced.
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        let isAutomatic: Bool
        public static let automatic = CloudKitDatabase(identifier: nil, isAutomatic: true)
        public static let none = CloudKitDatabase(identifier: nil, isAutomatic: false)
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
            CloudKitDatabase(identifier: containerIdentifier, isAutomatic: false)
        }
    }

    public let name: String
    public let schema: Schema?
    public let url: URL
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    public let groupContainer: GroupContainer
    public let cloudKitDatabase: CloudKitDatabase
    public var id: String { name + "|" + url.path }
    public var cloudKitContainerIdentifier: String? { cloudKitDatabase.identifier }
    public var groupAppContainerIdentifier: String? { groupContainer.identifier }

    static let defaultURL = URL(fileURLWithPath: "/dev/null")

    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: true)
    }

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"; self.schema = schema
        url = Self.defaultURL
        self.isStoredInMemoryOnly = isStoredInMemoryOnly; self.allowsSave = allowsSave
        self.groupContainer = groupContainer; self.cloudKitDatabase = cloudKitDatabase
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"; self.schema = schema; self.url = url
        isStoredInMemoryOnly = false; self.allowsSave = allowsSave
        groupContainer = .automatic; self.cloudKitDatabase = cloudKitDatabase
    }

    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.url == rhs.url && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
            && lhs.allowsSave == rhs.allowsSave && lhs.schema == rhs.schema
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(url); hasher.combine(isStoredInMemoryOnly) }
}
