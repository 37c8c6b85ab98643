/// The values a custom animation keeps from one call of `animate(value:time:context:)` to the
/// next, by `AnimationStateKey` type (Apple's `AnimationState`: "a container that stores the
/// state for a custom animation"); a key never written reads its `defaultValue`.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
