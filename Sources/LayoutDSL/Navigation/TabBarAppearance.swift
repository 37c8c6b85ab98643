/// What the views of a tab ask of the tab bar (`toolbarBackground(_:for: .tabBar)`,
/// `toolbarColorScheme(_:for: .tabBar)`): SwiftUI's bar modifiers are preferences the hosting
/// tab bar controller reads, so they work from anywhere in the shown tab, with or without a
/// navigation stack. An outer modifier's value wins over an inner one's (it is applied last).
struct TabBarAppearance {
    /// The bar's background style, shown under the items instead of the system's material.
    var background: AnyShapeStyle?
    /// `.visible` shows the background at rest too; `.hidden` never; `.automatic` while
    /// content is under the bar (iOS 15's scroll-edge appearance).
    var backgroundVisibility = Visibility.automatic
    /// The scheme the bar's items draw in.
    var colorScheme: ColorScheme?

    /// Whether the bar shows its background, given whether content is under it.
    func showsBackground(contentUnderBar: Bool) -> Bool {
        switch backgroundVisibility {
        case .visible: true
        case .hidden: false
        case .automatic: contentUnderBar
        }
    }
}

struct TabBarAppearanceKey: PreferenceKey {
    static var defaultValue: TabBarAppearance { TabBarAppearance() }
    /// Siblings: the first that set a field keeps it.
    static func reduce(value: inout TabBarAppearance, nextValue: () -> TabBarAppearance) {
        let next = nextValue()
        if value.background == nil { value.background = next.background }
        if value.backgroundVisibility == .automatic { value.backgroundVisibility = next.backgroundVisibility }
        if value.colorScheme == nil { value.colorScheme = next.colorScheme }
    }
}
