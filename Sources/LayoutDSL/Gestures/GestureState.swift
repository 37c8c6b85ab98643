/// State that lives only while a gesture is active (SwiftUI's `@GestureState`): `.updating`
/// writes it as the gesture changes, and it returns to its initial value when the gesture
/// ends, so a view can follow a finger without a reset of its own.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initial: Value
    let box: StateBox<Value>
    /// The transaction the reset runs in (`init(wrappedValue:resetTransaction:)`).
    let resetTransaction: Transaction

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initial = wrappedValue; box = StateBox(wrappedValue); self.resetTransaction = resetTransaction
    }
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }
    /// `reset` hands out the transaction of the reset, to animate it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        var transaction = Transaction()
        reset(wrappedValue, &transaction)
        self.init(wrappedValue: wrappedValue, resetTransaction: transaction)
    }

    public var wrappedValue: Value { box.location?.value ?? initial }
    public var projectedValue: GestureState<Value> { self }

    func update(_ change: (inout Value, inout Transaction) -> Void) {
        var value = wrappedValue, transaction = Transaction()
        change(&value, &transaction)
        withTransaction(transaction) { box.location?.set(value) }
    }

    func reset() { withTransaction(resetTransaction) { box.location?.set(initial) } }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
}

extension GestureState: InstallableProperty {
    func install(at site: InstallSite) {
        box.location = site.graph.stateLocation(at: site, initial: initial)
    }
}

/// A gesture that writes a `GestureState` as it changes and resets it when it ends.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture where Base.Value == DragGesture.Value {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    public var body: (Value, inout State, inout Transaction) -> Void

    public var _recognizer: GestureRecognizer {
        var recognizer = base._recognizer
        let state = self.state, body = self.body
        recognizer.changed.append { value in state.update { body(value, &$0, &$1) } }
        recognizer.ended.append { _ in state.reset() }
        return recognizer
    }
}

extension Gesture where Value == DragGesture.Value {
    /// Updates `state` as the gesture changes; `state` returns to its initial value at the end.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
