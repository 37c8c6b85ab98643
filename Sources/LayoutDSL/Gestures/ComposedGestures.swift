/// Two gestures composed (Apple's documentation of `SimultaneousGesture`, `ExclusiveGesture` and
/// `SequenceGesture`): both parts attach to the view, and each runs its own callbacks as the
/// touches the host plays reach it (a tap reaches the tap, a drag the drag). The composed value
/// is SwiftUI's; callbacks on the composition itself are not provided, and `GestureState`
/// tracks a composition through its first part.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public var _recognizer: GestureRecognizer { first._recognizer }
    public var _parts: [GestureRecognizer] { first.recognizers + second.recognizers }
}

/// The first gesture, unless it fails; then the second.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public var _recognizer: GestureRecognizer { first._recognizer }
    public var _parts: [GestureRecognizer] { first.recognizers + second.recognizers }
}

/// The first gesture, then the second.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public var _recognizer: GestureRecognizer { first._recognizer }
    public var _parts: [GestureRecognizer] { first.recognizers + second.recognizers }
}

nonisolated extension Gesture {
    /// The recognisers the gesture attaches: its parts, or its own.
    var recognizers: [GestureRecognizer] { _parts.isEmpty ? [_recognizer] : _parts }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
}
