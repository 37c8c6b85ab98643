/// What a row shows in the menu's leading column: a checkmark (shown while checked) or a
/// submenu's chevron.
enum MenuRowMark: Equatable {
    case checkmark(isChecked: Bool)
    /// Pointing forward, or down on an open submenu's title.
    case chevron(isOpen: Bool)
}

/// One row of an open menu (a button, a toggle, a picker's option, a submenu): the title in the
/// body font from the leading inset, or from the leading column when the menu has one, a
/// trailing icon (`MenuItemLabelStyle`), 44 points tall at the Large text size and taller when
/// its title wraps (`MenuMetrics`). Label colour; system red for a destructive button; label at
/// 45 % (light) or 55 % (dark) when disabled (PDB's pixel comparison with iOS). Choosing it runs
/// its action and closes the menu, unless `menuActionDismissBehavior(.disabled)` or it opens a
/// submenu.
///
/// The leading column holds a checkable row's checkmark and a submenu's chevron: UIKit's
/// iPhone menus of iOS 16–18 put the child indicator (`chevron.forward`, the emphasized body
/// style at the small scale) in the checkmark's column, centred 18.67 points from the edge, and
/// indent every title of such a menu to 32 (`_UIContextMenuLargeCellLayout`,
/// `_UIContextMenuCellContentView`, iOS 18.2 UIKitCore as decompiled in
/// EthanArbuckle/iPhone17-1_18.2_22C152_Restore); only iPad's cascading menus, and iOS 26,
/// put it trailing.
nonisolated struct MenuItemRow<Label: View>: View {
    let role: ButtonRole?
    /// Nil for a row with nothing in the leading column.
    let mark: MenuRowMark?
    var closesMenu = true
    let action: () -> Void
    let label: Label
    @Environment(\.menuItemContext) private var menu
    @Environment(\.menuActionDismissBehavior) private var dismissBehavior
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme

    private var color: Color {
        if !isEnabled { return Color.primary.opacity(colorScheme == .dark ? 0.55 : 0.45) }
        return role == .destructive ? .red : .primary
    }

    var body: some View {
        let showsColumn = menu?.showsCheckmarkColumn ?? false
        return HStack(spacing: 0) {
            if showsColumn {
                markImage
                    .frame(width: MenuMetrics.checkmarkWidth)
                    .padding(.leading, MenuMetrics.checkmarkLeading)
                    .padding(.trailing, MenuMetrics.checkmarkColumn - MenuMetrics.checkmarkLeading - MenuMetrics.checkmarkWidth)
            }
            label.frame(maxWidth: .infinity, alignment: .leading)
        }
        .font(.body)
        .foregroundStyle(color)
        .padding(.leading, showsColumn ? 0 : MenuMetrics.horizontalInset)
        .padding(.trailing, MenuMetrics.horizontalInset)
        .padding(.vertical, MenuMetrics.rowVerticalPadding)
        .frame(minHeight: MenuMetrics.rowHeight)
        .contentShape(Rectangle())
        .onTapGesture {
            guard isEnabled else { return }
            action()
            if closesMenu, dismissBehavior != .disabled { menu?.dismiss() }
        }
        .preference(key: MenuCheckmarkColumnKey.self, value: mark != nil)
        .containerValue(\.menuItemKind, .row)
    }

    @ViewBuilder private var markImage: some View {
        switch mark {
        case .checkmark(let isChecked):
            Image(systemName: "checkmark").font(.system(size: 15, weight: .semibold)).opacity(isChecked ? 1 : 0)
        case .chevron(let isOpen):
            Image(systemName: "chevron.forward").font(.body.weight(.semibold)).imageScale(.small)
                .rotationEffect(.degrees(isOpen ? 90 : 0))
        case nil:
            Color.clear.frame(height: 0)
        }
    }
}

/// A button inside an open menu: a row (UIKit makes every menu button a `UIAction`, whatever
/// button style the content asks for).
nonisolated struct MenuItemButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        MenuItemRow(role: configuration.role, mark: nil, action: configuration.trigger, label: configuration.label)
    }
}

/// A toggle inside an open menu: a row with a checkmark while it is on.
nonisolated struct MenuItemToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return MenuItemRow(role: nil, mark: .checkmark(isChecked: isOn.wrappedValue), action: { isOn.wrappedValue.toggle() },
                           label: configuration.label)
    }
}

/// A label inside an open menu: its title leading, its icon trailing in the icon box.
nonisolated struct MenuItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.title.frame(maxWidth: .infinity, alignment: .leading)
            Spacer(minLength: MenuMetrics.iconGap)
            configuration.icon.frame(width: MenuMetrics.iconWidth)
        }
    }
}
