/// iOS 17's palette. Outside a menu it draws as a segmented control ("when used outside of
/// menus, this style is rendered as a segmented picker", Apple's documentation of
/// `PickerStyle.palette`). Inside an open menu iOS draws a row of symbols; here it is the
/// picker's checked rows, as any picker in a menu (`MenuPickerItems`).
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    func body(_ picker: PickerConfiguration) -> AnyView { AnyView(SegmentedControl(picker: picker)) }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
