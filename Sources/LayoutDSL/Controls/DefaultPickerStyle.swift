/// The style pickers take when none is set ("the default picker style, based on the picker's
/// context", Apple's documentation of `PickerStyle.automatic`). On iOS 17 it is the menu button,
/// in a stack and in a Form alike: since iOS 16 a Form's picker no longer pushes a list
/// (observed behaviour of iOS 16 and 17, not a published statement).
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    func body(_ picker: PickerConfiguration) -> AnyView { AnyView(MenuPickerButton(picker: picker)) }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
