/// A finger held on the view (SwiftUI's `LongPressGesture`): it succeeds once the touch has
/// lasted `minimumDuration` seconds without moving more than `maximumDistance` points (UIKit's
/// `UILongPressGestureRecognizer` defaults: 0.5 s and 10 pt). A touch the host holds
/// (`ViewHost.touch(at:holding:)`, `snap render --tap X,Y:SECONDS`) as long fires it; a tap
/// lifts at once and never does.
nonisolated public struct LongPressGesture: PrimitiveGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    private var recognizer: GestureRecognizer

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = max(minimumDuration, 0)
        self.maximumDistance = max(maximumDistance, 0)
        recognizer = GestureRecognizer(kind: .longPress(minimumDuration: self.minimumDuration, maximumDistance: self.maximumDistance))
    }

    public var _recognizer: GestureRecognizer { recognizer }

    /// Called with `true` when the press begins.
    public func onChanged(_ action: @escaping (Value) -> Void) -> LongPressGesture {
        var copy = self; copy.recognizer.pressBegan.append { action(true) }; return copy
    }

    /// Called with `true` when the press has lasted long enough.
    public func onEnded(_ action: @escaping (Value) -> Void) -> LongPressGesture {
        var copy = self; copy.recognizer.held.append { action(true) }; return copy
    }
}

nonisolated extension View {
    /// `perform` runs once the press has lasted `minimumDuration`; `onPressingChanged` hears
    /// the finger go down and up.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        var press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        if let onPressingChanged { press = press.onChanged { _ in onPressingChanged(true) } }
        // The action runs while the finger is still down; lifting it ends the pressing.
        return gesture(press.onEnded { _ in
            action()
            onPressingChanged?(false)
        })
    }

    @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}
