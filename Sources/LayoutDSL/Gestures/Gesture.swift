/// A gesture, as SwiftUI's: a value type recognised from touches, with callbacks added by
/// `onChanged` and `onEnded`.
public protocol Gesture {
    associatedtype Value
    /// The engine's recogniser for this gesture (its callbacks and thresholds).
    var _recognizer: GestureRecognizer { get }
    /// Every recogniser the gesture attaches: its own, or a composed gesture's parts.
    var _recognizers: [GestureRecognizer] { get }
}

extension Gesture {
    public var _recognizers: [GestureRecognizer] { [_recognizer] }
}

/// What the engine needs of a gesture: when it starts, and what to call as touches move.
public struct GestureRecognizer {
    /// `press` is a button's touch tracking: `pressing` hears whether the finger is down inside
    /// the view, and `tapped` runs when the finger lifts inside it (UIKit's touch-up-inside).
    /// `longPress` waits for a finger held still; the taps the host plays lift at once, so it
    /// never fires from them.
    enum Kind { case drag(minimumDistance: CGFloat, space: CoordinateSpace), tap(count: Int), press,
                longPress(minimumDuration: Double, maximumDistance: CGFloat) }
    let kind: Kind
    var changed: [(DragGesture.Value) -> Void] = []
    var ended: [(DragGesture.Value) -> Void] = []
    /// Called with where the finger lifted: in the gesture's view and on the canvas.
    var tapped: [(_ local: CGPoint, _ global: CGPoint) -> Void] = []
    var pressing: [(Bool) -> Void] = []
}

extension GestureRecognizer.Kind {
    /// Taps and presses both run their action on a tap.
    var isTapLike: Bool {
        switch self {
        case .tap, .press: return true
        case .drag, .longPress: return false
        }
    }
}
