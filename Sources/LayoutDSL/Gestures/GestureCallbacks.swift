/// `onChanged`/`onEnded` on any gesture (SwiftUI's `_ChangedGesture` and `_EndedGesture`), so
/// `DragGesture().updating($offset) { … }.onEnded { … }` chains: on a drag-valued gesture each adds
/// its action to the recognizer of the gesture it wraps. Other values come from gestures the
/// played touches never begin (`MagnifyGesture`, `RotateGesture`): their actions are kept and
/// never called.
nonisolated public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
    public var _recognizer: GestureRecognizer { content._recognizer.appending(action, to: \.changed) }
}

nonisolated public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
    public var _recognizer: GestureRecognizer { content._recognizer.appending(action, to: \.ended) }
}

extension GestureRecognizer {
    /// The recognizer with `action` among `callbacks`, when the gesture's values are drags, or
    /// values a map made of them (called with the mapped value).
    func appending<Value>(_ action: @escaping (Value) -> Void,
                          to callbacks: WritableKeyPath<GestureRecognizer, [(DragGesture.Value) -> Void]>) -> GestureRecognizer {
        var recognizer = self
        if let value {
            recognizer[keyPath: callbacks].append { drag in (value(drag) as? Value).map(action) }
        } else if let action = action as? (DragGesture.Value) -> Void {
            recognizer[keyPath: callbacks].append(action)
        }
        return recognizer
    }
}

extension Gesture where Value: Equatable {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(content: self, action: action) }
}

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self, action: action) }
}
