/// Inserts, fetches and deletes models of a container (SwiftData's `ModelContext`).
///
/// The container's store is in memory and shared by its contexts: `insert` and `delete` change
/// it at once, `fetch` reads it (filtering with the descriptor's `#Predicate`, sorting with its
/// `SortDescriptor`s), and `save()` only clears the record of unsaved changes (`hasChanges`) and
/// posts `willSave`/`didSave`. Fetches are tracked through Observation: a SwiftUI view that
/// fetched (directly or through `@Query`) re-renders when models are inserted or deleted, and
/// when a property its predicate or sort read changes.
///
/// Inserting a model inserts the models it refers to (single or in arrays, optional or not) and
/// joins it to their inverse ends, as SwiftData does (a relationship set in `init` is in place
/// once the model is inserted); deleting one deletes the models of its `@Relationship(deleteRule:
/// .cascade)` properties and leaves the inverse ends of its `.nullify` ones.
public class ModelContext: Observable {
    /// Posted before and after `save()`, with the context as object.
    public static let willSave = Notification.Name("ModelContext.willSave")
    public static let didSave = Notification.Name("ModelContext.didSave")

    private let registrar = ObservationRegistrar()
    /// The context keeps its container alive, as in SwiftData (`ModelContainer(…).mainContext`
    /// alone is a usable context); a container and its main context keep each other.
    public let container: ModelContainer
    var store: ModelStore { container.store }

    /// Saved implicitly in SwiftData; here there is nothing to write, so this only records the setting.
    public var autosaveEnabled: Bool
    // `undoManager: UndoManager?` is missing: Foundation on Linux has no `UndoManager`.

    private var inserted: [ObjectIdentifier: any PersistentModel] = [:]
    private var changed: [ObjectIdentifier: any PersistentModel] = [:]
    private var deleted: [ObjectIdentifier: any PersistentModel] = [:]
    /// Insertion order of `inserted`, for `insertedModelsArray`.
    private var insertionOrder: [ObjectIdentifier] = []

    public init(_ container: ModelContainer) {
        self.container = container; autosaveEnabled = false
    }

    init(mainOf container: ModelContainer) {
        self.container = container; autosaveEnabled = true
    }

    // MARK: Inserting and deleting

    /// Registers the model (and the models it refers to) with the context and its store. A model
    /// with a `@Attribute(.unique)` value equal to a stored model's replaces that model.
    public func insert<T: PersistentModel>(_ model: T) {
        insert(any: model)
    }

    private func insert(any model: any PersistentModel) {
        let state = model._$persistentState
        if store.contains(model) && state.context === self && !state.isDeleted { return }
        replaceUniqueDuplicates(of: model)
        state.context = self
        state.isDeleted = false
        let id = ObjectIdentifier(model)
        noteChange {
            if deleted.removeValue(forKey: id) == nil, inserted[id] == nil {
                inserted[id] = model
                insertionOrder.append(id)
            }
        }
        store.insert(model)
        let relationships = type(of: model)._$relationships
        for relationship in relationships {
            let inverse = relationship.inverse(among: relationships)
            for related in relationship.models(model) {
                inverse?.add(related, model)
                insert(any: related)
            }
        }
    }

    /// SwiftData's upsert on `@Attribute(.unique)`: the stored model with the same value leaves.
    private func replaceUniqueDuplicates(of model: any PersistentModel) {
        let keyPaths = type(of: model)._$uniqueKeyPaths
        guard !keyPaths.isEmpty else { return }
        let modelType = type(of: model)
        for keyPath in keyPaths {
            guard let value = model[keyPath: keyPath] as? AnyHashable else { continue }
            for other in store.models where other !== model && type(of: other) == modelType {
                if let otherValue = other[keyPath: keyPath] as? AnyHashable, otherValue == value {
                    remove(other, cascading: false)
                }
            }
        }
    }

    /// Removes the model from the store; it is `isDeleted` until the next save.
    public func delete<T: PersistentModel>(_ model: T) {
        remove(model, cascading: true)
    }

    private func remove(_ model: any PersistentModel, cascading: Bool) {
        let state = model._$persistentState
        guard !state.isDeleted else { return }
        state.isDeleted = true
        let id = ObjectIdentifier(model)
        noteChange {
            changed[id] = nil
            if inserted.removeValue(forKey: id) != nil {
                insertionOrder.removeAll { $0 == id }
            } else {
                deleted[id] = model
            }
        }
        store.remove(model)
        guard cascading else { return }
        let relationships = type(of: model)._$relationships
        for relationship in relationships {
            switch relationship.deleteRule {
            case .cascade:
                for related in relationship.models(model) { remove(related, cascading: true) }
            case .nullify:
                guard let inverse = relationship.inverse(among: relationships) else { continue }
                for related in relationship.models(model) { inverse.remove(related, model) }
            case .deny, .noAction:
                continue
            }
        }
    }

    /// Deletes every model of the type that matches the predicate (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for model in try fetch(FetchDescriptor<T>(predicate: predicate)) where includeSubclasses || type(of: model) == T.self {
            delete(model)
        }
    }

    // MARK: Fetching

    /// The stored models of the type (and its subclasses) that match the descriptor's predicate,
    /// sorted by its sort descriptors (then in insertion order), from `fetchOffset`, at most `fetchLimit`.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        store.track()
        var models = store.models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models.sort(using: descriptor.sortBy)
        }
        if let offset = descriptor.fetchOffset, offset > 0 {
            models = Array(models.dropFirst(offset))
        }
        if let limit = descriptor.fetchLimit, limit >= 0 {
            models = Array(models.prefix(limit))
        }
        return models
    }

    /// How many models `fetch` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `fetch` would return.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Calls `block` with each model `fetch` would return.
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int = 5000,
                                             allowEscapingMutations: Bool = false, block: (T) throws -> Void) throws {
        for model in try fetch(descriptor) { try block(model) }
    }

    /// The stored model with the identifier. SwiftData returns a placeholder for an unknown one;
    /// here that is a programming error.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let model = store.models.first(where: { $0.persistentModelID == persistentModelID }) else {
            fatalError("No model with \(persistentModelID) in this context's container")
        }
        return model
    }

    /// The stored model with the identifier, if there is one of type `T`.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        store.models.first { $0.persistentModelID == persistentModelID } as? T
    }

    // MARK: Changes

    /// Whether models were inserted, changed or deleted since the last save.
    public var hasChanges: Bool {
        registrar.access(self, keyPath: \.hasChanges)
        return !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty
    }

    public var insertedModelsArray: [any PersistentModel] { insertionOrder.compactMap { inserted[$0] } }
    public var changedModelsArray: [any PersistentModel] { Array(changed.values) }
    public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }

    /// Clears the record of changes (there is nothing to write) and posts `willSave` and `didSave`.
    public func save() throws {
        NotificationCenter.default.post(name: Self.willSave, object: self)
        for model in deleted.values where model._$persistentState.context === self { model._$persistentState.context = nil }
        noteChange {
            inserted.removeAll(); insertionOrder.removeAll(); changed.removeAll(); deleted.removeAll()
        }
        NotificationCenter.default.post(name: Self.didSave, object: self)
    }

    /// Takes back unsaved inserts and deletes (changed property values stay as they are).
    public func rollback() {
        let insertedModels = insertedModelsArray, deletedModels = deletedModelsArray
        for model in insertedModels {
            model._$persistentState.context = nil
            model._$persistentState.isDeleted = false
            store.remove(model)
        }
        for model in deletedModels {
            model._$persistentState.isDeleted = false
            store.insert(model)
        }
        noteChange {
            inserted.removeAll(); insertionOrder.removeAll(); changed.removeAll(); deleted.removeAll()
        }
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Changes are applied as they are made: nothing is pending.
    public func processPendingChanges() {}

    /// A persisted property of a model of this context changed.
    func modelDidChange(_ model: some PersistentModel) {
        let id = ObjectIdentifier(model)
        guard inserted[id] == nil, deleted[id] == nil, changed[id] == nil else { return }
        noteChange { changed[id] = model }
    }

    func hasUnsavedChanges(_ id: ObjectIdentifier) -> Bool {
        inserted[id] != nil || changed[id] != nil || deleted[id] != nil
    }

    /// Applies a change of the record, notifying observers of `hasChanges` when it flips.
    private func noteChange(_ change: () -> Void) {
        let before = !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty
        change()
        let after = !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty
        if before != after {
            registrar.withMutation(of: self, keyPath: \.hasChanges) {}
        }
    }
}
