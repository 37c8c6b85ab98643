/// A gesture, as SwiftUI's: a value type recognised from touches, with callbacks added by
/// `onChanged` and `onEnded`. The built-in gestures are primitive (`Body == Never`); an app's
/// gesture is its `body`, as a view is (Apple's documentation of `Gesture`).
@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    @MainActor @preconcurrency var body: Body { get }
    /// The engine's recogniser for this gesture (its callbacks and thresholds).
    nonisolated var _recognizer: GestureRecognizer { get }
    /// A composed gesture's parts, each attached on its own; empty for a gesture of one
    /// recogniser (`_recognizer` alone: no array for the button every row holds).
    nonisolated var _parts: [GestureRecognizer] { get }
}

nonisolated extension Gesture {
    public var _parts: [GestureRecognizer] { [] }
}

/// A gesture made of a body is recognised as its body, whose values it has.
nonisolated extension Gesture where Value == Body.Value {
    public var _recognizer: GestureRecognizer { mainActorUnchecked { body }._recognizer }
    public var _parts: [GestureRecognizer] { mainActorUnchecked { body }._parts }
}

/// The gestures this module declares: recognised by the engine, with no body.
protocol PrimitiveGesture: Gesture where Body == Never {}

extension PrimitiveGesture {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture; it has no body") }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// What the engine needs of a gesture: when it starts, and what to call as touches move.
public struct GestureRecognizer {
    /// `press` is a button's touch tracking: `pressing` hears whether the finger is down inside
    /// the view, and `tapped` runs when the finger lifts inside it (UIKit's touch-up-inside).
    /// `longPress` waits for a finger held still: a touch the host holds long enough fires it
    /// (`held`), a tap never does. `twoFinger` (pinch and rotation) needs a second finger, which the
    /// host's touches never add.
    enum Kind { case drag(minimumDistance: CGFloat, space: CoordinateSpace), tap(count: Int), press,
                longPress(minimumDuration: Double, maximumDistance: CGFloat), twoFinger }
    let kind: Kind
    /// A drag that competes only for strokes mostly along this axis (a list row's swipe
    /// actions take horizontal swipes and leave vertical ones to the list); nil: any stroke.
    var axis: Axis?
    var changed: [(DragGesture.Value) -> Void] = []
    var ended: [(DragGesture.Value) -> Void] = []
    /// Called with where the finger lifted: in the gesture's view and on the canvas.
    var tapped: [(_ local: CGPoint, _ global: CGPoint) -> Void] = []
    var pressing: [(Bool) -> Void] = []
    /// A long press: `pressBegan` when the finger lands, `held` once it has stayed down long enough.
    var pressBegan: [() -> Void] = []
    var held: [() -> Void] = []
    /// The value a mapped gesture (`Gesture.map`) makes of the drag the touches make, for the
    /// callbacks added after the map; nil: the drag itself.
    var value: ((DragGesture.Value) -> Any)?
}

extension GestureRecognizer.Kind {
    /// Taps and presses both run their action on a tap.
    var isTapLike: Bool {
        switch self {
        case .tap, .press: return true
        case .drag, .longPress, .twoFinger: return false
        }
    }
}
