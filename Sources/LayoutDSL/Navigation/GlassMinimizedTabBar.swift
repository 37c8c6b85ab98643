/// The Liquid Glass tab bar on iPhone minimized as content scrolls (`TabBarMinimizeBehavior`):
/// the selected tab as a glass circle at the leading end, the tab view's bottom accessory inline
/// after it, the search tab as a circle at the trailing end (`GlassCompactBar`: a native SwiftUI
/// demo at 402 x 874 pt, circles at (28, 798) and (326, 798), the accessory (88, 798, 226, 48)).
/// A tap on the tab's circle expands the bar, as on iOS; one on the search tab selects it.
/// Estimate: the selected tab's image in the tint, as the expanded bar draws it.
nonisolated struct GlassMinimizedTabBar: View {
    let selected: TabBar.Item
    /// The search tab (`Tab(role: .search)`) and its index, if the tab view has one.
    let search: (item: TabBar.Item, index: Int)?
    let accessory: AnyView?
    let expand: () -> Void
    let select: (Int) -> Void

    var body: some View {
        HStack(spacing: GlassCompactBar.spacing) {
            GlassTabCircle(item: selected, isSelected: true, action: expand)
            if let accessory {
                BottomAccessoryCapsule(content: accessory, placement: .inline)
            } else {
                Spacer(minLength: 0)
            }
            if let search { GlassTabCircle(item: search.item, isSelected: false) { select(search.index) } }
        }
        .glassCompactBarRow()
    }
}
