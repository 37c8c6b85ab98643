/// The picker as the button that opens its menu (closed: the current value and the up/down
/// chevrons, in the tint).
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    func body(_ picker: PickerConfiguration) -> AnyView { AnyView(MenuPickerButton(picker: picker)) }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
