/// A button style that decides both how a button looks and what triggers it, as SwiftUI's:
/// `makeBody` gets the label, the role and `trigger()`, which runs the action.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == PrimitiveButtonStyleConfiguration {
    init<S: PrimitiveButtonStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle(DefaultButtonStyle())
}

extension EnvironmentValues {
    /// The style buttons in this subtree draw with; the innermost `.buttonStyle` wins.
    var primitiveButtonStyle: AnyStyle<PrimitiveButtonStyleConfiguration> {
        get { self[PrimitiveButtonStyleKey.self] } set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.primitiveButtonStyle, AnyStyle(style))
    }
}
