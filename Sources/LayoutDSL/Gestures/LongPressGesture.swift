/// A finger held on the view (SwiftUI's `LongPressGesture`): it succeeds once the touch has
/// lasted `minimumDuration` seconds without moving more than `maximumDistance` points (UIKit's
/// `UILongPressGestureRecognizer` defaults: 0.5 s and 10 pt). The taps the host plays lift at
/// once, so a long press never completes in a rendered run; its actions stay registered.
nonisolated public struct LongPressGesture: PrimitiveGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    private var changed: [(Bool) -> Void] = []
    private var ended: [(Bool) -> Void] = []

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = max(minimumDuration, 0)
        self.maximumDistance = max(maximumDistance, 0)
    }

    public var _recognizer: GestureRecognizer {
        GestureRecognizer(kind: .longPress(minimumDuration: minimumDuration, maximumDistance: maximumDistance))
    }

    /// Called with `true` when the press begins.
    public func onChanged(_ action: @escaping (Value) -> Void) -> LongPressGesture {
        var copy = self; copy.changed.append(action); return copy
    }

    /// Called with `true` when the press has lasted long enough.
    public func onEnded(_ action: @escaping (Value) -> Void) -> LongPressGesture {
        var copy = self; copy.ended.append(action); return copy
    }
}

nonisolated extension View {
    /// `perform` runs once the press has lasted `minimumDuration`; `onPressingChanged` hears
    /// the finger go down and up.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }

    @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}
