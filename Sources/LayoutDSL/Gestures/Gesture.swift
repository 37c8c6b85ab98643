/// A gesture, as SwiftUI's: a value type recognised from touches, with callbacks added by
/// `onChanged` and `onEnded`.
public protocol Gesture {
    associatedtype Value
    /// The engine's recogniser for this gesture (its callbacks and thresholds).
    var _recognizer: GestureRecognizer { get }
}

/// What the engine needs of a gesture: when it starts, and what to call as touches move.
public struct GestureRecognizer {
    enum Kind { case drag(minimumDistance: CGFloat, space: CoordinateSpace), tap(count: Int) }
    let kind: Kind
    var changed: [(DragGesture.Value) -> Void] = []
    var ended: [(DragGesture.Value) -> Void] = []
    var tapped: [() -> Void] = []
}
