import LayoutDSL

/// The models a view shows, fetched from the environment's `modelContext` whenever the view's
/// body reads them (SwiftData's `@Query`):
///
///     @Query(sort: \Item.date, order: .reverse) private var items: [Item]
///     @Query(filter: #Predicate<Item> { $0.isDone == false }, sort: [SortDescriptor(\Item.name)]) var open: [Item]
///
/// The fetch runs in the body's evaluation, so it is tracked through Observation: the view
/// re-renders when models are inserted into or deleted from the container, or when a property
/// its filter or sort reads changes. The context comes from a nested `@Environment(\.modelContext)`,
/// which LayoutDSL installs like any dynamic property of a user `DynamicProperty`. Animations
/// and transactions are accepted and not applied.
///
/// SwiftData's type is `Query<Element, Result>` with `Result == [Element]` for these forms; this
/// one has the single parameter `Element` (its result is `[Element]`), because a bare
/// `@Query var items: [Item]` cannot infer a second parameter with this compiler (Apple's SDK
/// now expands `@Query` as a macro). Code that spells `Query<Item, [Item]>` does not compile.
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    public typealias Result = [Element]

    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>
    private let storage = QueryStorage<Element>()

    private init(descriptor: FetchDescriptor<Element>) { self.descriptor = descriptor }

    /// Every model of the type, in insertion order (`@Query var items: [Item]`). Declared here,
    /// not in an extension: only then does a bare `@Query` give the view's memberwise
    /// initializer a default for the property.
    public init() { descriptor = FetchDescriptor() }

    /// The models matching the query, fetched now; after a failed fetch, the last successful result.
    public var wrappedValue: Result {
        do {
            storage.results = try context.fetch(descriptor)
            storage.error = nil
        } catch {
            storage.error = error
        }
        return storage.results
    }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context }

    /// The error of the latest fetch, nil when it succeeded.
    public var fetchError: (any Error)? { storage.error }
}

final class QueryStorage<Element> {
    var results: [Element] = []
    var error: (any Error)?
}

extension Query {
    public init(transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor())
    }

    public init(animation: Animation) {
        self.init(descriptor: FetchDescriptor())
    }

    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor: descriptor)
    }

    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}
