/// The compact forms of the Liquid Glass tab bar on iPhone, while a searchable search tab is
/// selected (`GlassSearchTabBar`) and minimized as content scrolls (`GlassMinimizedTabBar`): a
/// row of 48 pt glass controls centred in the idle bar's 62 pt band, so 7 pt inside its margins
/// on every side (21 + 7 = 28 from the screen's sides and, with the band 21 pt above the bottom,
/// from the bottom), 12 pt apart. One rule behind two sets of frames on a 402 x 874 pt iPhone
/// (docs/reference/ios26-design.md): UIKit's `UISearchTab` read from its view tree on iOS 26.5
/// and 27.0, the circle at (28, 798) and the field (88, 798, 286, 48) (anvu69/liquid_shell@454a7f2),
/// and a native SwiftUI demo minimized, circles at (28, 798) and (326, 798) and the accessory
/// (88, 798, 226, 48) (gunumdogdu/cupertino_native_better@d64eff5).
enum GlassCompactBar {
    static let controlHeight: CGFloat = 48
    static let spacing: CGFloat = 12
    /// The controls' inset within the idle bar's band: (62 − 48) / 2.
    static var inset: CGFloat { (GlassTabBar.height - controlHeight) / 2 }
}

nonisolated extension View {
    /// Lays a compact bar's row of controls out in the idle bar's band (`GlassCompactBar`).
    func glassCompactBarRow() -> some View {
        padding(.horizontal, GlassTabBar.sideMargin + GlassCompactBar.inset)
            .padding(.top, GlassCompactBar.inset)
            // The bar's region (`TabBarMetrics.regionHeight`), which a small canvas may cut short.
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

/// A tab as a compact bar's 48 pt glass circle: its image alone, as the bar draws its items
/// (filled, in the tint when selected, else the primary colour); the search tab's symbol at its
/// own size (`GlassTabBar.searchSymbolFont`).
nonisolated struct GlassTabCircle: View {
    let item: TabBar.Item
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        item.label
            .labelStyle(IconOnlyLabelStyle())
            .font(item.isPinned ? GlassTabBar.searchSymbolFont : TabBarItemLook.liquidGlass.iconFont)
            .imageScale(.large)
            .symbolVariant(item.isPinned ? .none : .fill)
            .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(TabBarItemLook.liquidGlass.unselected))
            .frame(width: GlassCompactBar.controlHeight, height: GlassCompactBar.controlHeight)
            .glassEffect(.regular, in: Circle())
            .contentShape(Circle())
            .onTapGesture(perform: action)
    }
}
