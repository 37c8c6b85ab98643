import Synchronization

/// A schema and its store (SwiftData's `ModelContainer`). The store is in memory (see
/// `ModelConfiguration`): every context of a container reads and writes the same models, and a
/// change is visible to every context at once, saved or not.
///
/// `@unchecked Sendable` as SwiftData's: the main context is made under `lock`; the store is
/// changed through contexts, each used from its own actor as SwiftData requires; the migration
/// plan is a metatype (see `Schema`).
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: Set<ModelConfiguration>
    public let migrationPlan: (any SchemaMigrationPlan.Type)?

    /// The models, shared by the container's contexts.
    let store = ModelStore()
    private static let counter = Atomic<Int>(0)
    let storeIdentifier: String
    private var _mainContext: ModelContext?
    private let lock = Mutex<Void>(())

    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.configurations = Set(configurations.isEmpty ? [ModelConfiguration(schema: givenSchema)] : configurations)
        self.migrationPlan = migrationPlan
        storeIdentifier = "memory-\(Self.counter.add(1, ordering: .relaxed).newValue)"
    }

    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// The context bound to the main actor, the one `.modelContainer` puts in the environment.
    /// Not isolated to the main actor here (views are not), so it can be read anywhere.
    public var mainContext: ModelContext {
        lock.withLock { _ in
            if let context = _mainContext { return context }
            let context = ModelContext(mainOf: self)
            _mainContext = context
            return context
        }
    }

    /// Removes every model from the store.
    public func deleteAllData() {
        for model in store.models { store.remove(model) }
    }
}

/// The models of one container, in insertion order. Observable: a fetch reads `revision`, and
/// every insert or delete changes it, so views whose `@Query` fetched re-render.
/// `@unchecked Sendable` for the container that holds it: it is changed only through a
/// context, on that context's actor, the rule SwiftData sets for models.
final class ModelStore: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private(set) var models: [any PersistentModel] = []
    private var members: Set<ObjectIdentifier> = []
    private(set) var revision = 0

    func track() { registrar.access(self, keyPath: \.revision) }

    func contains(_ model: any PersistentModel) -> Bool { members.contains(ObjectIdentifier(model)) }

    func insert(_ model: any PersistentModel) {
        guard !contains(model) else { return }
        registrar.withMutation(of: self, keyPath: \.revision) {
            models.append(model)
            members.insert(ObjectIdentifier(model))
            revision += 1
        }
    }

    func remove(_ model: any PersistentModel) {
        guard contains(model) else { return }
        registrar.withMutation(of: self, keyPath: \.revision) {
            models.removeAll { $0 === model }
            members.remove(ObjectIdentifier(model))
            revision += 1
        }
    }
}
