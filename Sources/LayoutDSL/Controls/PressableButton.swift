/// A button drawn by a `ButtonStyle`: it keeps whether a finger is down on it as state, so the
/// style's body shows `isPressed` in the frames while the finger is inside, and triggers the
/// action when the finger lifts inside (`PressGesture`). A disabled button gets no gesture
/// (the gesture modifier drops gestures where `isEnabled` is false), so it ignores touches.
struct PressableButton<Style: ButtonStyle> {
    let configuration: PrimitiveButtonStyleConfiguration
    let style: Style
    @State private var isPressed = false

    @ViewBuilder var body: some View {
        let configuration = ButtonStyleConfiguration(label: configuration.label, role: configuration.role, isPressed: isPressed)
        StyleBody(style, configuration) { $0.makeBody(configuration: $1) }
            .gesture(PressGesture(pressing: { isPressed = $0 }, action: self.configuration.trigger))
    }
}

extension PressableButton: View {}
