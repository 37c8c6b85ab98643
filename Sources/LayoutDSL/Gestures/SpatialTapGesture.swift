/// A tap that reports where it landed (Apple's documentation of `SpatialTapGesture`, iOS 16):
/// `value.location` is in the view's own space, or the canvas' for `.global` (a named space
/// reads as the view's own).
nonisolated public struct SpatialTapGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace
    private var recognizer: GestureRecognizer

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
        recognizer = GestureRecognizer(kind: .tap(count: count))
    }

    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public var _recognizer: GestureRecognizer { recognizer }

    public func onEnded(_ action: @escaping (Value) -> Void) -> SpatialTapGesture {
        var copy = self
        let global = coordinateSpace == .global
        copy.recognizer.tapped.append { local, canvas in action(Value(location: global ? canvas : local)) }
        return copy
    }
}
