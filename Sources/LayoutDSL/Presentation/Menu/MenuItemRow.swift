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
///
/// iOS 26 (`GlassMenuMetrics`): 10 points above and below the title, at least a body line's
/// leading plus those 20 points tall (42 at the Large text size); the leading
/// column, shown when any row has an image or can be checked, holds the row's image, or its
/// checkmark while checked (an inference: iOS 26 moved images to the leading side, where the
/// checkmark is); a submenu's chevron is trailing.
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
    @Environment(\.systemDesign) private var design
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var color: Color {
        let dark = colorScheme == .dark
        if !isEnabled {
            if design == .compatibility { return Color.primary.opacity(dark ? 0.55 : 0.45) }
            return .primary.opacity(dark ? GlassMenuMetrics.disabledOpacityDark : GlassMenuMetrics.disabledOpacityLight)
        }
        return role == .destructive ? .red : .primary
    }

    var body: some View {
        if design == .liquidGlass { glassRow } else { compatibilityRow }
    }

    private var isChecked: Bool {
        if case .checkmark(true) = mark { return true }
        return false
    }

    private var glassRow: some View {
        let showsColumn = menu?.showsCheckmarkColumn ?? false
        return HStack(spacing: 0) {
            if showsColumn {
                Image(systemName: "checkmark").font(.system(size: 15, weight: .semibold)).opacity(isChecked ? 1 : 0)
                    .frame(width: GlassMenuMetrics.columnWidth)
                    .padding(.trailing, GlassMenuMetrics.columnGap)
            }
            label.frame(maxWidth: .infinity, alignment: .leading)
                .environment(\.menuRowColumn, showsColumn ? MenuRowColumn(showsCheckmark: isChecked) : nil)
            if case .chevron(let isOpen) = mark {
                Image(systemName: "chevron.forward").font(GlassMenuMetrics.chevronFont)
                    .rotationEffect(.degrees(isOpen ? 90 : 0))
                    .frame(width: GlassMenuMetrics.chevronWidth)
                    .padding(.leading, MenuMetrics.iconGap)
            }
        }
        .font(.body)
        .foregroundStyle(color)
        .padding(.leading, GlassMenuMetrics.leadingInset)
        .padding(.trailing, GlassMenuMetrics.trailingInset)
        .padding(.vertical, GlassMenuMetrics.rowVerticalPadding)
        .frame(minHeight: GlassMenuMetrics.rowMinHeight(dynamicTypeSize))
        .modifier(MenuRowBehaviour(mark: mark, opensColumn: { if case .checkmark = $0 { true } else { false } }, action: choose))
    }

    private var compatibilityRow: some View {
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
        .modifier(MenuRowBehaviour(mark: mark, opensColumn: { _ in true }, action: choose))
    }

    private func choose() {
        guard isEnabled else { return }
        action()
        if closesMenu, dismissBehavior != .disabled { menu?.dismiss() }
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

/// What every menu row is to its platter: tappable across its whole width, a row in the platter's
/// arrangement, and a reason for the leading column when its mark needs one.
private struct MenuRowBehaviour: ViewModifier {
    let mark: MenuRowMark?
    let opensColumn: (MenuRowMark) -> Bool
    let action: () -> Void

    func body(content: Content) -> some View {
        content
            .contentShape(Rectangle())
            .onTapGesture(perform: action)
            // Added to what the label asks for (an image's column), not in place of it.
            .transformPreference(MenuCheckmarkColumnKey.self) { $0 = $0 || (mark.map(opensColumn) ?? false) }
            .containerValue(\.menuItemKind, .row)
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

/// A label inside an open menu. iOS 18: its title leading, its icon trailing in the icon box.
/// iOS 26: its icon in the row's leading column (which a label asks the platter for), hidden while
/// the row shows its checkmark there.
nonisolated struct MenuItemLabelStyle: LabelStyle {
    @Environment(\.systemDesign) private var design
    @Environment(\.menuRowColumn) private var column

    func makeBody(configuration: Configuration) -> some View {
        if design == .liquidGlass {
            configuration.title.frame(maxWidth: .infinity, alignment: .leading)
                .overlay(alignment: .leading) {
                    if let column, !column.showsCheckmark {
                        configuration.icon.frame(width: GlassMenuMetrics.columnWidth)
                            .offset(x: -GlassMenuMetrics.columnWidth - GlassMenuMetrics.columnGap)
                    }
                }
                .preference(key: MenuCheckmarkColumnKey.self, value: true)
        } else {
            HStack(spacing: 0) {
                configuration.title.frame(maxWidth: .infinity, alignment: .leading)
                Spacer(minLength: MenuMetrics.iconGap)
                configuration.icon.frame(width: MenuMetrics.iconWidth)
            }
        }
    }
}

/// A glass menu row's leading column, as the row's label sees it: there, and whether the row's
/// checkmark fills it.
struct MenuRowColumn: Equatable {
    let showsCheckmark: Bool
}

private struct MenuRowColumnKey: EnvironmentKey { static let defaultValue: MenuRowColumn? = nil }

extension EnvironmentValues {
    /// Set by a glass menu row for its label while the platter shows the leading column.
    var menuRowColumn: MenuRowColumn? {
        get { self[MenuRowColumnKey.self] } set { self[MenuRowColumnKey.self] = newValue }
    }
}
