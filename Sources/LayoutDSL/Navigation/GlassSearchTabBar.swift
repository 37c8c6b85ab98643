/// The Liquid Glass tab bar on iPhone while the search tab is selected and its root screen is
/// searchable: the tabs' capsule collapses into a 48 pt glass circle showing the tab that was
/// selected before (a tap returns to it), and the search field takes the rest of the row as a
/// 48 pt glass capsule. UIKit's `UISearchTab` and `UISearchController` on an iPhone 17 Pro
/// (402 x 874 pt) with iOS 26.5 and 27.0, read from their view tree: the circle at (28, 798),
/// the field (88, 798, 286, 48) (anvu69/liquid_shell@454a7f2, docs/reference/ios26-design.md,
/// "Not yet drawn"). Both are 48 pt controls centred in the idle bar's 62 pt band, so 7 pt
/// inside its margins on every side: 21 + 7 = 28 from the screen's sides, and, with the band
/// 21 pt above the bottom, 28 from the bottom; the circle and the field 12 pt apart.
///
/// Estimates (no image of the field's inside was found): the magnifying glass and the prompt
/// in the secondary label colour at the body size, 16 pt inside the capsule's leading end, as
/// `SearchFieldView` spaces them; the circle's symbol as the tab bar draws its items.
nonisolated struct GlassSearchTabBar: View {
    static let controlHeight: CGFloat = 48
    static let spacing: CGFloat = 12
    /// The controls' inset within the idle bar's band: (62 − 48) / 2.
    static var inset: CGFloat { (GlassTabBar.height - controlHeight) / 2 }
    static let fieldPadding: CGFloat = 16

    let previous: TabBar.Item
    let search: NavigationScreen.SearchField
    let selectPrevious: () -> Void

    var body: some View {
        HStack(spacing: Self.spacing) {
            previous.label
                .labelStyle(IconOnlyLabelStyle())
                .font(TabBarItemLook.liquidGlass.iconFont)
                .imageScale(.large)
                .foregroundStyle(TabBarItemLook.liquidGlass.unselected)
                .frame(width: Self.controlHeight, height: Self.controlHeight)
                .glassEffect(.regular, in: Circle())
                .contentShape(Circle())
                .onTapGesture(perform: selectPrevious)
            SearchFieldContent(search: search)
                .padding(.horizontal, Self.fieldPadding)
                .frame(maxWidth: .infinity, minHeight: Self.controlHeight, maxHeight: Self.controlHeight)
                .glassEffect(.regular, in: Capsule())
        }
        .padding(.horizontal, GlassTabBar.sideMargin + Self.inset)
        .padding(.top, Self.inset)
        // The bar's region (`TabBarMetrics.regionHeight`), which a small canvas may cut short.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}
