/// A key for a value a custom animation keeps between frames in its `AnimationState`
/// (Apple's `AnimationStateKey`: "a key for accessing animation state values"), with the value
/// read before any was written.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
