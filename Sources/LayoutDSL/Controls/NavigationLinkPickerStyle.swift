/// The picker as a navigation row: the label, the current value in grey and a chevron (its
/// destination, the list of options, is not drawn).
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    func body(_ picker: PickerConfiguration) -> AnyView { AnyView(NavigationLinkPickerRow(picker: picker)) }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
