/// A button's touch tracking, as UIControl's: the view is pressed while a finger that landed on
/// it stays inside its bounds, and its action runs if the finger lifts inside them
/// (`touchUpInside`); dragging out cancels the press, dragging back in restores it. SwiftUI's
/// `Button` gives its `ButtonStyle` this state as `configuration.isPressed`.
nonisolated struct PressGesture: PrimitiveGesture {
    typealias Value = Void
    private var recognizer = GestureRecognizer(kind: .press)

    init(pressing: @escaping (Bool) -> Void, action: @escaping () -> Void) {
        recognizer.pressing = [pressing]
        recognizer.tapped = [{ _, _ in action() }]
    }

    var _recognizer: GestureRecognizer { recognizer }
}
