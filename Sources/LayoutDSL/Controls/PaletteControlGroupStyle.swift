/// The `.palette` style (a row of symbols inside menus): in content, as `.automatic`.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedControls(configuration: configuration) }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
