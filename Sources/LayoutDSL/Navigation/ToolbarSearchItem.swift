/// The search field a `DefaultToolbarItem(kind: .search)`, or a `searchable` the system puts in a
/// toolbar (`NavigationScreen.automaticSearchPlacement`), places among a bar's items.
///
/// Expanded, it takes the room the bar's other items leave (`ToolbarEntry.fills`): in the Liquid
/// Glass design the field's content (`SearchFieldContent`) on a glass capsule, in the bottom
/// toolbar the measured 48 pt field (`SearchFieldMetrics.glassBottomBand`: (28, 798, 346, 48) on a
/// 402 x 874 pt iPhone, docs/reference/ios26-navigation-bar.md), in the top bar the field under the
/// title's, as tall as the bar's items (an estimate); in iOS 18's design the
/// rounded field of the navigation bar (`SearchFieldView`). Minimized
/// (`searchToolbarBehavior(.minimize)`), "a button-like control" (Apple's documentation of
/// `SearchToolbarBehavior.minimize`): the magnifying glass as a bar button, on the bar's glass.
nonisolated struct ToolbarSearchItem: View {
    let search: NavigationScreen.SearchField
    let minimized: Bool
    let inBottomBar: Bool
    @Environment(\.systemDesign) private var design

    var body: some View {
        if minimized {
            Image(systemName: "magnifyingglass")
        } else if design == .liquidGlass {
            let metrics = inBottomBar ? SearchFieldMetrics.glassBottomBand : SearchFieldMetrics.glassUnderTitle
            SearchFieldContent(search: search, metrics: metrics)
                .font(.body)
                .imageScale(.medium)
                .frame(maxWidth: .infinity, minHeight: metrics.fieldHeight, maxHeight: metrics.fieldHeight)
                .glassEffect(.regular, in: Capsule())
        } else {
            SearchFieldView(search: search).imageScale(.medium).frame(maxWidth: .infinity)
        }
    }
}
