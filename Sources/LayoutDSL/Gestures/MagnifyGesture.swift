/// Two fingers pinching (iOS 17's `MagnifyGesture`; `MagnificationGesture` before it). The touches
/// `snap` plays are one finger (`--tap`, `--drag`), so a pinch never begins in a render: its
/// actions stay registered and the view shows its state at rest.
nonisolated public struct MagnifyGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var _recognizer: GestureRecognizer { GestureRecognizer(kind: .twoFinger) }
}

/// iOS 13's pinch, whose value is the scale alone (deprecated for `MagnifyGesture`).
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
nonisolated public struct MagnificationGesture: PrimitiveGesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var _recognizer: GestureRecognizer { GestureRecognizer(kind: .twoFinger) }
}
