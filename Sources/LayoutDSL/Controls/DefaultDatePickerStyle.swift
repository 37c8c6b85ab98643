/// The style date pickers take when none is set: compact on iOS 14 and later.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    func body(_ picker: DatePickerConfiguration) -> AnyView { AnyView(CompactDateFields(picker: picker)) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
