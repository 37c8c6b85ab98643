/// iOS 17's palette. Outside a menu it draws as a segmented control (Apple's documentation of
/// `PalettePickerStyle`: in other contexts the picker looks like a segmented control).
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    func body(_ picker: PickerConfiguration) -> AnyView { AnyView(SegmentedControl(picker: picker)) }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
