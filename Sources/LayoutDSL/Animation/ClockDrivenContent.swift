/// Content made from the host's virtual time at every pass: what drives transitions and
/// keyframe animations frame by frame without a state change (the engine builds the tree on
/// every pass, so this reads the clock of the frame being drawn).
nonisolated struct ClockDrivenContent<Result: View>: ViewModifier {
    typealias Body = Never
    let make: (TimeInterval) -> Result

    static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: inputs.context.child(.slot(0)).build(modifier.make(CurrentHost.clock?.time ?? 0)))
    }
}

/// An Equatable value of any type, compared by `==` (triggers of phase and keyframe animators).
struct AnyEquatableValue: Equatable {
    let value: Any
    let equals: (Any) -> Bool
    init<T: Equatable>(value: T) { self.value = value; equals = { ($0 as? T) == value } }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.equals(rhs.value) }
}
