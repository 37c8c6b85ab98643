/// The style menus take when none is set: on iOS a borderless button (the label in the tint).
nonisolated public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonMenuStyle().makeBody(configuration: configuration)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
