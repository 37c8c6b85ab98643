/// One row of an open menu (a button, a toggle, a picker's option, a submenu): the title in the
/// body font from the leading inset, or from the checkmark column when the menu has one, a
/// trailing icon (`MenuItemLabelStyle`), 44 points tall at the Large text size and taller when
/// its title wraps (`MenuMetrics`). Label colour; system red for a destructive button; label at
/// 45 % (light) or 55 % (dark) when disabled (PDB's pixel comparison with iOS). Choosing it runs
/// its action and closes the menu, unless `menuActionDismissBehavior(.disabled)`.
nonisolated struct MenuItemRow<Label: View>: View {
    let role: ButtonRole?
    /// Nil for a row that cannot be checked.
    let isChecked: Bool?
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
                Image(systemName: "checkmark")
                    .font(.system(size: 15, weight: .semibold))
                    .opacity(isChecked == true ? 1 : 0)
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
            if dismissBehavior != .disabled { menu?.dismiss() }
        }
        .preference(key: MenuCheckmarkColumnKey.self, value: isChecked != nil)
        .containerValue(\.menuItemKind, .row)
    }
}

/// A button inside an open menu: a row (UIKit makes every menu button a `UIAction`, whatever
/// button style the content asks for).
nonisolated struct MenuItemButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        MenuItemRow(role: configuration.role, isChecked: nil, action: configuration.trigger, label: configuration.label)
    }
}

/// A toggle inside an open menu: a row with a checkmark while it is on.
nonisolated struct MenuItemToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return MenuItemRow(role: nil, isChecked: isOn.wrappedValue, action: { isOn.wrappedValue.toggle() }, label: configuration.label)
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
