/// An open menu's platter: the content's views as rows (`MenuArrangement`), 250 points wide on
/// the menu material with continuous corners and the wide, centred shadow (`MenuMetrics`).
nonisolated struct MenuPlatter<Content: View>: View {
    let content: Content
    /// Whether the items run from the bottom up (a `.priority` menu opening upward).
    let reversed: Bool
    let dismiss: () -> Void
    @State private var showsCheckmarkColumn = false
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        let dark = colorScheme == .dark
        let shape = RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius, style: .continuous)
        return Group(subviews: content) { subviews in
            let entries = MenuArrangement.entries(kinds: subviews.map(\.containerValues.menuItemKind), reversed: reversed)
            VStack(spacing: 0) {
                ForEach(entries.indices, id: \.self) { position in
                    switch entries[position] {
                    case .view(let index):
                        let subview = subviews[index]
                        if subview.containerValues.menuItemKind == .other {
                            subview.font(.body).padding(.horizontal, MenuMetrics.horizontalInset)
                                .padding(.vertical, MenuMetrics.rowVerticalPadding)
                                .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight, alignment: .leading)
                        } else {
                            subview
                        }
                    case .hairline:
                        Color(dark ? MenuMetrics.hairlineDark : MenuMetrics.hairlineLight).frame(height: pixelLength)
                    case .separator:
                        Color(dark ? MenuMetrics.sectionSeparatorDark : MenuMetrics.sectionSeparatorLight)
                            .frame(height: MenuMetrics.sectionSeparator)
                    }
                }
            }
            .fixedSize(horizontal: false, vertical: true)
        }
        .environment(\.menuItemContext, MenuItemContext(dismiss: dismiss, showsCheckmarkColumn: showsCheckmarkColumn))
        .buttonStyle(MenuItemButtonStyle())
        .toggleStyle(MenuItemToggleStyle())
        .labelStyle(MenuItemLabelStyle())
        .onPreferenceChange(MenuCheckmarkColumnKey.self) { showsCheckmarkColumn = $0 }
        .frame(width: MenuMetrics.width)
        .frame(maxHeight: .infinity, alignment: .top)
        .background(Material.menu, in: shape)
        .clipShape(shape)
        // The shadow is a layer of its own beneath the platter, as UIKit's shadow view is: the
        // platter's material then blurs what is behind it, shadow included (a `.shadow` would put
        // the platter in an offscreen layer, where the material has nothing behind it to blur).
        .background {
            shape.fill(Color.black.opacity(dark ? MenuMetrics.shadowOpacityDark : MenuMetrics.shadowOpacityLight))
                .blur(radius: MenuMetrics.shadowRadius / 2)
        }
    }
}
