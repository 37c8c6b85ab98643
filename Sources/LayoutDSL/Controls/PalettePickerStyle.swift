/// iOS 17's palette. Outside a menu it draws as a segmented control ("when used outside of
/// menus, this style is rendered as a segmented picker", Apple's documentation of
/// `PickerStyle.palette`). Inside an open menu it is a row of the options' images, in a section
/// of its own (`MenuPaletteRow`).
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    func body(_ picker: PickerConfiguration) -> AnyView { AnyView(SegmentedControl(picker: picker)) }
    func menuItem(_ picker: PickerConfiguration) -> AnyView {
        AnyView(MenuSection(header: nil as EmptyView?, content: MenuPaletteRow(picker: picker)))
    }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
