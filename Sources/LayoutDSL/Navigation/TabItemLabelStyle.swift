/// A tab item's label: the icon above the title (UITabBarItem's stacked layout on iPhone).
nonisolated struct TabItemLabelStyle: LabelStyle {
    let look: TabBarItemLook
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: look.titleSpacing) {
            configuration.icon.frame(height: look.iconBox)
            configuration.title
        }
    }
}

private struct TabItemSymbolFontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
    /// The font symbols size with in a tab item, where the title's font is the environment's.
    var tabItemSymbolFont: Font? { get { self[TabItemSymbolFontKey.self] } set { self[TabItemSymbolFontKey.self] = newValue } }
}
