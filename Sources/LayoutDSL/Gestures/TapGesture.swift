/// One or more taps.
nonisolated public struct TapGesture: PrimitiveGesture {
    public typealias Value = Void
    public var count: Int
    private var recognizer: GestureRecognizer
    public init(count: Int = 1) { self.count = count; recognizer = GestureRecognizer(kind: .tap(count: count)) }
    public var _recognizer: GestureRecognizer { recognizer }
    /// SwiftUI's signature, `(Value) -> Void` with `Value == Void`: both `{ … }` and `{ _ in … }`
    /// are accepted, as articles write either.
    public func onEnded(_ action: @escaping (Value) -> Void) -> TapGesture {
        var copy = self; copy.recognizer.tapped.append { _, _ in action(()) }; return copy
    }
}
