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
