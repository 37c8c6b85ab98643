/// `onChanged`/`onEnded` on any drag-valued gesture (SwiftUI's `_ChangedGesture` and
/// `_EndedGesture`), so `DragGesture().updating($offset) { … }.onEnded { … }` chains: each adds
/// its action to the recognizer of the gesture it wraps.
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value == DragGesture.Value {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
    public var _recognizer: GestureRecognizer { content._recognizer.appending(action, to: \.changed) }
}

nonisolated public struct _EndedGesture<Content: Gesture>: Gesture where Content.Value == DragGesture.Value {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
    public var _recognizer: GestureRecognizer { content._recognizer.appending(action, to: \.ended) }
}

extension GestureRecognizer {
    func appending(_ action: @escaping (DragGesture.Value) -> Void,
                   to callbacks: WritableKeyPath<GestureRecognizer, [(DragGesture.Value) -> Void]>) -> GestureRecognizer {
        var recognizer = self
        recognizer[keyPath: callbacks].append(action)
        return recognizer
    }
}

extension Gesture where Value == DragGesture.Value {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(content: self, action: action) }
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self, action: action) }
}
