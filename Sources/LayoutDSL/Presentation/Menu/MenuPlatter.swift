/// An open menu's platter: the content's views as rows (`MenuArrangement`), 250 points wide on
/// the menu material with continuous corners and the wide, centred shadow (`MenuMetrics`). A
/// submenu opens over it as a platter of its own, its title first (`SubmenuStackLayout`); the
/// platter under it shrinks about its attached point, its rows and shadow at half opacity.
struct MenuPlatter<Content: View> {
    let content: Content
    /// Whether the items run from the bottom up (a `.priority` menu opening upward).
    let reversed: Bool
    /// The point that stays on the control (`PlatterPlacement.attachment`).
    let attachment: UnitPoint
    /// The height the platter may take from its attached edge, for a submenu that is tall.
    let room: CGFloat?
    /// A submenu's title, shown first; nil for the menu a control opened.
    var title: AnyView? = nil
    var depth = 0
    /// Closes this platter when it is a submenu.
    var close: () -> Void = {}
    let dismiss: () -> Void
    @State private var showsCheckmarkColumn = false
    @State private var submenu: Submenu?
    /// The deepest submenu open over this platter (its own depth when none is).
    @State private var deepestOpen = 0
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        let open = $submenu
        let levelsAbove = max(deepestOpen - depth, 0)
        return SubmenuStackLayout(rowTop: submenu?.rowTop ?? 0, attachment: attachment, depth: depth + 1, room: room) {
            platter(dimmed: levelsAbove > 0)
                .scaleEffect(max(pow(MenuMetrics.submenuParentScale, CGFloat(levelsAbove)), 0.5), anchor: attachment)
                .preference(key: MenuDeepestOpenKey.self, value: depth)
            if let submenu {
                MenuPlatter<AnyView>(content: submenu.content, reversed: false, attachment: attachment, room: room,
                                     title: submenu.title, depth: depth + 1, close: { open.wrappedValue = nil }, dismiss: dismiss)
            }
        }
        .onPreferenceChange(MenuDeepestOpenKey.self) { deepestOpen = $0 }
    }

    private func platter(dimmed: Bool) -> some View {
        let dark = colorScheme == .dark
        let shape = RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius, style: .continuous)
        let shadowOpacity = (dark ? MenuMetrics.shadowOpacityDark : MenuMetrics.shadowOpacityLight)
            * (dimmed ? MenuMetrics.submenuParentRowOpacity : 1)
        return VStack(spacing: 0) {
            if let title {
                SubmenuTitle(title: title)
                Color(dark ? MenuMetrics.hairlineDark : MenuMetrics.hairlineLight).frame(height: pixelLength)
            }
            rows(dark: dark)
        }
        .coordinateSpace(.named(MenuPlatterSpace(depth: depth)))
        .opacity(dimmed ? MenuMetrics.submenuParentRowOpacity : 1)
        .environment(\.menuItemContext, MenuItemContext(dismiss: dismiss, showsCheckmarkColumn: showsCheckmarkColumn || title != nil,
                                                         depth: depth, openSubmenu: { submenu = $0 }, close: close))
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
            shape.fill(Color.black.opacity(shadowOpacity)).blur(radius: MenuMetrics.shadowRadius / 2)
        }
    }

    private func rows(dark: Bool) -> some View {
        Group(subviews: content) { subviews in
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
    }
}

extension MenuPlatter: View {}

/// The deepest level of submenu open in a platter's stack.
struct MenuDeepestOpenKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}
