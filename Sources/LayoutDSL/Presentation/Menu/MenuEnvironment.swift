/// What views inside an open menu's platter know of it: that they are menu items (a `Button`
/// draws as a row, a `Divider` as a section break, a `Section` as a titled group), whether the
/// menu shows a checkmark column (any item can be checked: every title moves right of it), and
/// how choosing an item closes the menu (`menuActionDismissBehavior(_:)`).
struct MenuItemContext {
    var dismiss: () -> Void = {}
    var showsCheckmarkColumn = false
    /// How deep the platter is: 0 for the menu a control opened, 1 for a submenu over it.
    var depth = 0
    /// Opens a submenu over the platter (`SubmenuRow`).
    var openSubmenu: (Submenu) -> Void = { _ in }
    /// Closes the submenu this platter is (a tap on its title), or nothing for the root.
    var close: () -> Void = {}
}

private struct BarButtonHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct IsScrollContentKey: EnvironmentKey { static let defaultValue = false }
private struct MenuItemContextKey: EnvironmentKey { static let defaultValue: MenuItemContext? = nil }
private struct IsMenuOpenKey: EnvironmentKey { static let defaultValue = false }
private struct MenuActionDismissBehaviorKey: EnvironmentKey { static let defaultValue = MenuActionDismissBehavior.automatic }

extension EnvironmentValues {
    /// Set inside an open menu's platter, nil elsewhere.
    var menuItemContext: MenuItemContext? {
        get { self[MenuItemContextKey.self] } set { self[MenuItemContextKey.self] = newValue }
    }

    /// Whether the menu whose label this is is open (the label a `Menu`'s style draws).
    var isMenuOpen: Bool {
        get { self[IsMenuOpenKey.self] } set { self[IsMenuOpenKey.self] = newValue }
    }

    /// The height of the bar whose item this view is (a navigation bar's 44 points, a toolbar's
    /// 49): a `UIBarButtonItem` is as tall as its bar, so a menu opened from one hangs from the
    /// bar's edge, not from its icon's.
    var barButtonHeight: CGFloat? {
        get { self[BarButtonHeightKey.self] } set { self[BarButtonHeightKey.self] = newValue }
    }

    /// Whether the view is inside a scroll view's content (a `List` row too): menus there keep
    /// their written order (`MenuOrder.automatic`).
    var isScrollContent: Bool {
        get { self[IsScrollContentKey.self] } set { self[IsScrollContentKey.self] = newValue }
    }

    var menuActionDismissBehavior: MenuActionDismissBehavior {
        get { self[MenuActionDismissBehaviorKey.self] } set { self[MenuActionDismissBehaviorKey.self] = newValue }
    }
}

/// Whether an item of the content can be checked (a toggle, a picker's option): the platter
/// then gives every row the checkmark column.
struct MenuCheckmarkColumnKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}
