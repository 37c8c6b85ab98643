/// The Liquid Glass tab bar on iPhone while the search tab is selected and its root screen is
/// searchable: the tabs' capsule collapses into a glass circle showing the tab that was selected
/// before (a tap returns to it), and the search field takes the rest of the row as a glass
/// capsule (`GlassCompactBar`: UIKit's `UISearchTab` on iOS 26.5 and 27.0, the circle at
/// (28, 798), the field (88, 798, 286, 48) on 402 x 874).
///
/// The field's inside is the bottom toolbar's search field's (`SearchFieldMetrics.glassBottomBand`,
/// measured there; no image of this field's inside was found).
nonisolated struct GlassSearchTabBar: View {
    let previous: TabBar.Item
    let search: NavigationScreen.SearchField
    let selectPrevious: () -> Void

    var body: some View {
        HStack(spacing: GlassCompactBar.spacing) {
            GlassTabCircle(item: previous, isSelected: false, action: selectPrevious)
            SearchFieldContent(search: search, metrics: .glassBottomBand)
                .frame(maxWidth: .infinity, minHeight: GlassCompactBar.controlHeight, maxHeight: GlassCompactBar.controlHeight)
                .glassEffect(.regular, in: Capsule())
        }
        .glassCompactBarRow()
    }
}
