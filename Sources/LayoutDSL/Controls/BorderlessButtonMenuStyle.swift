/// The menu's label as a borderless button: tinted, dimmed while pressed.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.tapAction) { configuration.label }.buttonStyle(BorderlessButtonStyle())
    }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
