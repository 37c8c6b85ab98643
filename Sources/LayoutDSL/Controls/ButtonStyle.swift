/// A button style that decides how a button looks, pressed or not, as SwiftUI's: the button
/// tracks the finger (pressed while it is down inside the button, the action when it lifts
/// inside) and calls `makeBody` with `isPressed`.
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A `ButtonStyle` as a primitive one: the style's body with the system's touch tracking.
nonisolated private struct PressTrackingButtonStyle<Style: ButtonStyle>: PrimitiveButtonStyle {
    let style: Style
    func makeBody(configuration: Configuration) -> some View {
        PressableButton(configuration: configuration, style: style)
    }
}

nonisolated extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        buttonStyle(PressTrackingButtonStyle(style: style))
    }
}
