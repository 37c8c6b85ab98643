/// A drag: reports the finger's location and translation once it has moved `minimumDistance`.
nonisolated public struct DragGesture: PrimitiveGesture {
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

    /// The drag competing only for strokes mostly along `axis` (`GestureRecognizer.axis`).
    func along(_ axis: Axis) -> DragGesture {
        var copy = self; copy.recognizer.axis = axis; return copy
    }

    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self; copy.recognizer.changed.append(action); return copy
    }
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self; copy.recognizer.ended.append(action); return copy
    }
}
