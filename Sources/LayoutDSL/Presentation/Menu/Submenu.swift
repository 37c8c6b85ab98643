/// A submenu opened over its menu: its title (the nested `Menu`'s label), its items, and where
/// its row's top is in the menu's platter (`MenuPlatterSpace`), which places it.
struct Submenu {
    let title: AnyView
    let content: AnyView
    let rowTop: CGFloat
}

/// The coordinate space of a platter's rows at a depth of menus: where a submenu's row is.
struct MenuPlatterSpace: Hashable {
    let depth: Int
}

/// A `Menu` inside an open menu (or a menu-style picker): a row with the chevron in the leading
/// column (`MenuItemRow`) that opens the content stacked over this menu (`SubmenuStackLayout`)
/// and leaves the menu open. A subtitle (a picker's current value) goes under the title in the
/// subheadline style and secondary label colour (15 points on a 20-point line: the
/// `pull_down_button` package's subtitle, from Apple's iOS 18 design kit).
struct SubmenuRow<Label: View> {
    let label: Label
    var subtitle: AnyView? = nil
    let content: AnyView
    @Environment(\.menuItemContext) private var menu
    @State private var top: CGFloat = 0

    var body: some View {
        let top = $top, menu = menu, submenu = (title: AnyView(label), content: content)
        return MenuItemRow(role: nil, mark: .chevron(isOpen: false), closesMenu: false, action: {
            menu?.openSubmenu(Submenu(title: submenu.title, content: submenu.content, rowTop: top.wrappedValue))
        }, label: VStack(alignment: .leading, spacing: 0) {
            label
            if let subtitle { subtitle.font(.subheadline).foregroundStyle(.secondary) }
        })
        .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .named(MenuPlatterSpace(depth: menu?.depth ?? 0))).minY }) {
            top.wrappedValue = $0
        }
    }
}

extension SubmenuRow: View {}

/// An open submenu's first row: its title in the emphasized body style (semibold) with the
/// chevron turned to point down, as tall as a row, a hairline under it; a tap goes back to the
/// menu under it (UIKit's `_UIContextMenuSubmenuTitleView`, iOS 18.2 UIKitCore as decompiled in
/// EthanArbuckle/iPhone17-1_18.2_22C152_Restore).
nonisolated struct SubmenuTitle: View {
    let title: AnyView
    @Environment(\.menuItemContext) private var menu

    var body: some View {
        MenuItemRow(role: nil, mark: .chevron(isOpen: true), closesMenu: false, action: { menu?.close() },
                    label: title.fontWeight(.semibold))
    }
}
