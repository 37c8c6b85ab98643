/// The options as rows in place, a checkmark on the selected one, as in a list section.
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    func body(_ picker: PickerConfiguration) -> AnyView { AnyView(InlinePickerRows(picker: picker)) }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
