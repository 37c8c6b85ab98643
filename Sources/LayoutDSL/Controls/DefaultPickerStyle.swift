/// The style pickers take when none is set. On iOS 17 it is the menu button, in a stack and in
/// a Form alike (since iOS 16 a Form's picker no longer pushes a list; Apple, "What's new in
/// SwiftUI", WWDC22: pickers in forms use the menu style).
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    func body(_ picker: PickerConfiguration) -> AnyView { AnyView(MenuPickerButton(picker: picker)) }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
