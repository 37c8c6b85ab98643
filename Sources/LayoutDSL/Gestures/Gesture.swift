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

/// A drag: reports the finger's location and translation once it has moved `minimumDistance`.
public struct DragGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second.
        public var velocity: CGSize
        /// Where the finger would stop if it decelerated as a scroll view does (rate 0.998/ms).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Deceleration.travelPerVelocity,
                    y: location.y + velocity.height * Deceleration.travelPerVelocity)
        }
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public typealias Body = Never

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    private var recognizer: GestureRecognizer

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
        recognizer = GestureRecognizer(kind: .drag(minimumDistance: minimumDistance, space: coordinateSpace))
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public var _recognizer: GestureRecognizer { recognizer }

    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self; copy.recognizer.changed.append(action); return copy
    }
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self; copy.recognizer.ended.append(action); return copy
    }
}

/// One or more taps.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    private var recognizer: GestureRecognizer
    public init(count: Int = 1) { self.count = count; recognizer = GestureRecognizer(kind: .tap(count: count)) }
    public var _recognizer: GestureRecognizer { recognizer }
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture {
        var copy = self; copy.recognizer.tapped.append(action); return copy
    }
}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
