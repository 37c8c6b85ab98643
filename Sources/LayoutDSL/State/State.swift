/// Storage owned by a view's identity. The initial value is used the first time the view
/// appears at its position; afterwards the stored value persists across body evaluations and
/// frames until the view leaves the tree.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.location?.value ?? box.initial }
        nonmutating set {
            if let location = box.location { location.set(newValue) } else { box.initial = newValue }
        }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.location?.value ?? box.initial },
                       set: { value, transaction in
                           withTransaction(transaction) {
                               if let l = box.location { l.set(value) } else { box.initial = value }
                           }
                       })
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

    init(_ value: Value, graph: ViewGraph, label: String) {
        self.value = value; self.graph = graph; self.label = label
    }

    func set(_ newValue: Value) {
        if valuesEqual(value, newValue) { return }
        value = newValue
        graph?.stateDidChange(label)
        if let animation = CurrentAnimation.value { graph?.pendingAnimation = animation }
    }
}

/// `==` when the type is Equatable; otherwise values always count as changed.
func valuesEqual<T>(_ a: T, _ b: T) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(to: b)
}

extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}
