/// iOS 17's palette. Outside a menu it draws as a segmented control ("when used outside of
/// menus, this style is rendered as a segmented picker", Apple's documentation of
/// `PickerStyle.palette`); inside a menu, which is not drawn, it is a row of symbols.
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    func body(_ picker: PickerConfiguration) -> AnyView { AnyView(SegmentedControl(picker: picker)) }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
