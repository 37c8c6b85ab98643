/// A gesture whose values are made from another's (Apple's `Gesture.map(_:)`, which returns
/// `_MapGesture`): callbacks added after the map (`onChanged`, `onEnded`, `updating`) get
/// `body` of the wrapped gesture's value. Drag-valued gestures carry values through the
/// touches played here; the others call no callbacks (see `_ChangedGesture`), mapped or not.
nonisolated public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value

    public var _recognizer: GestureRecognizer {
        var recognizer = content._recognizer
        let inner = recognizer.value, transform = self.transform
        recognizer.value = { drag in
            guard let value = (inner?(drag) ?? drag) as? Content.Value else { return Unmapped() }
            return transform(value)
        }
        return recognizer
    }

    /// What a value that is not the wrapped gesture's maps to: nothing a callback takes.
    private struct Unmapped {}
}

extension Gesture {
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self, transform: body) }
}
