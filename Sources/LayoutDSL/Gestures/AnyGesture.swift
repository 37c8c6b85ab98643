/// A type-erased gesture (Apple's documentation of `AnyGesture`): recognised as the gesture it
/// wraps, its callbacks and parts included.
@frozen nonisolated public struct AnyGesture<Value>: PrimitiveGesture {
    private let recognizer: GestureRecognizer
    private let parts: [GestureRecognizer]

    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        recognizer = gesture._recognizer
        parts = gesture._parts
    }

    public var _recognizer: GestureRecognizer { recognizer }
    public var _parts: [GestureRecognizer] { parts }
}
