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
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
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
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}

extension GestureState: InstallableProperty {
    func install(at site: InstallSite) {
        box.location = site.graph.stateLocation(at: site, initial: initial)
    }
}

/// A gesture that writes a `GestureState` as it changes and resets it when it ends. The values
/// the played touches make are drags; a gesture of other values (a long press, a pinch) is never
/// begun by them, so its update is kept and its state stays at rest.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    let update: (Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        update = body
    }

    public var _recognizer: GestureRecognizer {
        let state = self.state, update = self.update
        let changed: (Value) -> Void = { value in state.update { update(value, &$0, &$1) } }
        var recognizer = base._recognizer.appending(changed, to: \.changed)
        recognizer.ended.append { _ in state.reset() }
        return recognizer
    }
}

extension Gesture {
    /// Updates `state` as the gesture changes; `state` returns to its initial value at the end.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
