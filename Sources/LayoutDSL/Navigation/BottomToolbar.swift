/// The toolbar `.bottomBar` items go to: 49 pt above the bottom safe area (UIToolbar on iPhones
/// with a home indicator, as the tab bar), items 17 pt in the tint colour (labels as their icon) from the leading
/// margin, on the bar background with a hairline on top while content is under it
/// (`NavigationBarState`), or `toolbarBackground(_:for: .bottomBar)`'s style.
nonisolated struct BottomToolbar: View {
    let items: [ToolbarEntry]
    let bottomInset: CGFloat
    let width: CGFloat
    let showsBackground: Bool
    let background: AnyShapeStyle?
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            ForEach(items.indices, id: \.self) { items[$0].content }
        }
        .labelStyle(IconOnlyLabelStyle())
        .environment(\.barButtonHeight, TabBarMetrics.barHeight)
        .barItemText()
        .padding(.horizontal, NavigationBarMetrics.margin(width: width))
        .frame(width: width, height: TabBarMetrics.barHeight, alignment: items.count == 1 ? .center : .leading)
        .padding(.bottom, bottomInset)
        .background {
            if showsBackground {
                Rectangle().fill(background ?? AnyShapeStyle(NavigationBarMetrics.background))
                    .overlay(alignment: .top) { Rectangle().fill(NavigationBarMetrics.hairline).frame(height: pixelLength) }
            }
        }
    }
}
