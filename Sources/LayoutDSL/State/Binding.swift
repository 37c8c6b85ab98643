/// A read-write reference to a value owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// The transaction the value is set in. Unless the binding was given one
    /// (`transaction(_:)`, `animation(_:)`), it is the one current where the value is set: a
    /// binding made in `body` and set inside `withAnimation` or `withTransaction` animates, as
    /// in SwiftUI (a transaction captured when the binding was made lost the surrounding one).
    /// The current one comes without its completions: the `withTransaction` that began it runs them.
    public var transaction: Transaction {
        get {
            if let explicitTransaction { return explicitTransaction }
            var current = CurrentAnimation.transaction ?? Transaction()
            current.completions = []
            return current
        }
        set { explicitTransaction = newValue }
    }
    private var explicitTransaction: Transaction?
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The value when the binding was made. A view holding a binding depends on the value it
    /// reads: a parent that runs again makes a new binding, and the child runs again only if
    /// the value differs (SwiftUI's Binding keeps its value beside its location, and view
    /// comparison looks at both; OpenSwiftUI's `Binding(get:set:)` reads `get()` at creation).
    private let snapshot: Value

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: { value, _ in set(value) })
    }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get; setter = set; snapshot = get()
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue, transaction) }
    }
    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { value, transaction in
                             var whole = self.wrappedValue
                             whole[keyPath: keyPath] = value
                             self.setter(whole, transaction)
                         })
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}

extension Binding: DynamicProperty {}

extension Binding: ComparedProperty {
    func isSameProperty(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return valuesEqual(snapshot, other.snapshot)
    }
}

extension Binding {
    /// A binding to an optional's value when the base is non-nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }

    /// A type-erased binding to a hashable value (a selection of any type): it reads the value
    /// wrapped, and writes a value of the base's type through; another type is ignored.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
