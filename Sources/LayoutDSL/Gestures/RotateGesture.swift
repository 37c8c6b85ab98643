/// Two fingers turning (iOS 17's `RotateGesture`; `RotationGesture` before it). As with a pinch,
/// the one-finger touches `snap` plays never begin it.
nonisolated public struct RotateGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var _recognizer: GestureRecognizer { GestureRecognizer(kind: .twoFinger) }
}

/// iOS 13's rotation, whose value is the angle alone (deprecated for `RotateGesture`).
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "RotateGesture")
nonisolated public struct RotationGesture: PrimitiveGesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var _recognizer: GestureRecognizer { GestureRecognizer(kind: .twoFinger) }
}
