/// The search field a `DefaultToolbarItem(kind: .search)` places among a bar's items.
///
/// Expanded, it takes the room the bar's other items leave (`ToolbarEntry.fills`): in the Liquid
/// Glass design the field's content (`SearchFieldContent`) on a glass capsule of the bar items'
/// height, as the tab bar's search field is a glass capsule (`GlassSearchTabBar`); in iOS 18's
/// design the rounded field of the navigation bar (`SearchFieldView`). Minimized
/// (`searchToolbarBehavior(.minimize)`), "a button-like control" (Apple's documentation of
/// `SearchToolbarBehavior.minimize`): the magnifying glass as a bar button, on the bar's glass.
/// The capsule's height and the glyph's look in a bottom bar are estimates: no iOS 26 image of
/// one has been measured (docs/reference/ios26-navigation-bar.md).
nonisolated struct ToolbarSearchItem: View {
    let search: NavigationScreen.SearchField
    let minimized: Bool
    @Environment(\.systemDesign) private var design

    var body: some View {
        if minimized {
            Image(systemName: "magnifyingglass")
        } else if design == .liquidGlass {
            SearchFieldContent(search: search)
                .font(.body)
                .imageScale(.medium)
                .frame(maxWidth: .infinity, minHeight: GlassBarItemMetrics.height, maxHeight: GlassBarItemMetrics.height)
                .glassEffect(.regular, in: Capsule())
        } else {
            SearchFieldView(search: search).imageScale(.medium).frame(maxWidth: .infinity)
        }
    }
}
