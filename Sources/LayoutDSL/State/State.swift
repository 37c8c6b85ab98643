/// Storage owned by a view's identity. The initial value is used the first time the view
/// appears at its position; afterwards the stored value persists across body evaluations and
/// frames until the view leaves the tree.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    /// A write before the state is installed on a view (in the view's `init`) is dropped: the
    /// initial value is the declaration's, taken once per identity, as SwiftUI's `State` does
    /// (OpenSwiftUI, State.swift, audited for iOS 15.5: `nonmutating set { guard let
    /// _location else { return } … }`). Use `_value = State(initialValue:)` in an `init`.
    public var wrappedValue: Value {
        get { box.location?.value ?? box.initial }
        nonmutating set { box.location?.set(newValue) }
    }

    /// Before installation, a constant binding of the initial value (SwiftUI's runtime warns:
    /// "Accessing State's value outside of being installed on a View").
    public var projectedValue: Binding<Value> {
        guard let location = box.location else { return .constant(box.initial) }
        return Binding(get: { location.value },
                       set: { value, transaction in withTransaction(transaction) { location.set(value) } })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
    func install(at site: InstallSite) {
        box.location = site.graph.stateLocation(at: site, initial: box.initial)
    }
}

final class StateBox<Value> {
    var initial: Value
    var location: StateLocation<Value>?
    init(_ initial: Value) { self.initial = initial }
}

/// A value stored in the graph. Setting it invalidates the graph unless the new value equals
/// the old one (SwiftUI compares values before invalidating).
final class StateLocation<Value> {
    private(set) var value: Value
    weak var graph: ViewGraph?
    let label: String
    /// The property as the view declares it (`_count`): what `_printChanges()` names.
    let property: String
    /// The view whose body reads this state: a change re-evaluates it.
    let owner: Int

    init(_ value: Value, graph: ViewGraph, label: String, property: String, owner: Int) {
        self.value = value; self.graph = graph; self.label = label; self.property = property; self.owner = owner
    }

    func set(_ newValue: Value) {
        if valuesEqual(value, newValue) { return }
        value = newValue
        graph?.bodies.invalidate(owner, by: property)
        graph?.stateDidChange(label)
        if let animation = CurrentAnimation.value { graph?.pendingAnimation = animation } else { graph?.unanimatedChange = true }
        if let anchor = CurrentAnimation.transaction?.scrollTargetAnchor { graph?.pendingScrollTargetAnchor = anchor }
    }
}

/// `==` when the type is Equatable; otherwise bit by bit, as SwiftUI compares a non-Equatable
/// value written to state (so rewriting an equal struct every pass settles).
func valuesEqual<T>(_ a: T, _ b: T) -> Bool {
    guard let a = a as? any Equatable else { return bitwiseEqual(a, b) }
    return a.isEqual(to: b)
}

/// Sendable when its value is, as the iOS 18 SDK declares it: swift-sharing's `Sendable` `Shared`
/// keeps a `@State private var generation = 0` `#if canImport(SwiftUI)`
/// (pointfreeco/swift-sharing@e47a2f545bafa3c0c702600f3e6ce02b3d566b6f). Its box is only used on
/// the graph's thread. A `nonisolated` type cannot hold a `@State` of a Sendable value (its backing
/// storage, a mutable stored property, would be `nonisolated`): this package's views that keep one
/// are nonisolated by declaring their `View` conformance in an extension instead.
extension State: @unchecked Sendable where Value: Sendable {}
