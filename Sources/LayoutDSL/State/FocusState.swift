/// Which control has focus, as SwiftUI's `@FocusState`: a `Bool` (is the field bound with
/// `.focused($flag)` focused) or an optional `Hashable` (which of the fields bound with
/// `.focused($field, equals: .email)` is focused; `nil` when none is). Its storage lives in the
/// graph like `@State`'s, so setting it from code (`.onAppear`, a button, `.onSubmit`) moves the
/// caret on the next update, and a tap on a bound field writes it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>

    public init() where Value == Bool { box = StateBox(false) }
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    public var wrappedValue: Value {
        get { box.location?.value ?? box.initial }
        nonmutating set { box.location?.set(newValue) }
    }

    /// The binding `.focused(_:)` and `.focused(_:equals:)` take.
    public var projectedValue: Binding {
        let box = box
        return Binding(get: { box.location?.value ?? box.initial }, set: { box.location?.set($0) })
    }

    /// A read-write reference to a focus state, as SwiftUI's `FocusState<Value>.Binding`.
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void

        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        public var projectedValue: Binding { self }
    }
}

extension FocusState: InstallableProperty {
    func install(at site: InstallSite) {
        box.location = site.graph.stateLocation(at: site, initial: box.initial)
    }
}
