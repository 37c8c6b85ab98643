/// The menu's label as a button in the environment's button style (`.buttonStyle(.bordered)`
/// gives a bordered menu button), as SwiftUI's `.button` menu style.
nonisolated public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.tapAction) { configuration.label }
    }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
