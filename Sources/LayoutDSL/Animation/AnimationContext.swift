/// What a custom animation is given with each call (Apple's `AnimationContext`): its state,
/// which the engine hands back unchanged to the next call of the same run; whether it has
/// reported logical completion ("set this to true to indicate that the animation is
/// logically complete", which runs completions waiting for `.logicallyComplete`); and the
/// environment. A run started by a transaction has no view of its own here, so `environment`
/// holds the default values.
public struct AnimationContext<Value: VectorArithmetic> {
    public var state: AnimationState<Value>
    public var isLogicallyComplete: Bool
    public let environment: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
         environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// The same context over another value type, with `state` (Apple: "creates a new context
    /// from another one with a state that you provide"), so one animation can drive another.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}
