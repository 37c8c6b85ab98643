import Synchronization

/// A class whose instances a `ModelContext` stores and fetches: what `@Model` makes a class.
/// It is `Observable` (views re-render when its properties change), `Hashable` and
/// `Identifiable` by identity, with a `persistentModelID` and the context it was inserted into.
///
/// A conformance written by hand (without `@Model`) supplies `_$persistentState` as a stored
/// `let _$persistentState = _PersistentModelState()` and tracks its properties itself.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// Where the model's identity and context are kept (`@Model` declares it).
    var _$persistentState: _PersistentModelState { get }
    /// The persisted properties that hold other models (`@Model` lists them), with their
    /// inverses and delete rules.
    static var _$relationships: [_ModelRelationship] { get }
    /// Properties declared `@Attribute(.unique)`: inserting a model with the value of one already
    /// stored replaces that one (SwiftData's upsert).
    static var _$uniqueKeyPaths: [AnyKeyPath] { get }

    var persistentModelID: PersistentIdentifier { get }
    var modelContext: ModelContext? { get }
    var hasChanges: Bool { get }
    var isDeleted: Bool { get }
}

extension PersistentModel {
    public static var _$relationships: [_ModelRelationship] { [] }
    public static var _$uniqueKeyPaths: [AnyKeyPath] { [] }

    /// The model's identifier: stable for the life of the instance, unique in the process.
    public var persistentModelID: PersistentIdentifier {
        PersistentIdentifier(entityName: String(describing: Self.self), number: _$persistentState.number,
                             storeIdentifier: _$persistentState.context?.container.storeIdentifier)
    }

    /// The context the model was inserted into; nil before `insert` and after `delete`.
    public var modelContext: ModelContext? { _$persistentState.context }

    /// Whether the model was inserted or changed since its context last saved.
    public var hasChanges: Bool {
        guard let context = _$persistentState.context else { return false }
        return context.hasUnsavedChanges(ObjectIdentifier(self))
    }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _$persistentState.isDeleted }

    /// `Identifiable`: the persistent identifier (a model declaring its own `id` uses that).
    public var id: PersistentIdentifier { persistentModelID }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A model's identity and where it is stored: declared by `@Model` as `_$persistentState`.
/// `@unchecked Sendable` because models are `Sendable` in SwiftData's declaration; `context` and
/// `isDeleted` change only inside a `ModelContext`'s insert and delete, which run on the
/// context's actor (the host's thread for the main context), as SwiftData requires.
public final class _PersistentModelState: @unchecked Sendable {
    private static let counter = Atomic<Int>(0)

    /// Unique in the process, in creation order.
    public let number: Int
    /// The context the model is inserted into.
    public internal(set) weak var context: ModelContext?
    public internal(set) var isDeleted = false

    public init() { number = Self.counter.add(1, ordering: .relaxed).newValue }

    /// A persisted property changed (`@Model`'s setters call this): the context records it.
    public func modelDidChange(_ model: some PersistentModel) {
        guard let context, !isDeleted else { return }
        context.modelDidChange(model)
    }
}
