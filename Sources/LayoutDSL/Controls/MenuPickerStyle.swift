/// The picker as the button that opens its menu (closed: the current value and the up/down
/// chevrons, in the tint).
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    func body(_ picker: PickerConfiguration) -> AnyView { AnyView(MenuPickerButton(picker: picker)) }

    /// Nested in a menu, a submenu (Apple's documentation of `MenuPickerStyle`: "as a submenu
    /// when nested within a larger menu"), its row showing the current value under the label,
    /// as the button itself does outside a menu.
    func menuItem(_ picker: PickerConfiguration) -> AnyView {
        AnyView(SubmenuRow(label: picker.label, subtitle: picker.currentValue, content: AnyView(MenuPickerItems(picker: picker))))
    }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
