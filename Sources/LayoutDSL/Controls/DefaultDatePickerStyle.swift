/// The style date pickers take when none is set: compact on iOS 14 and later.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CompactDateFields(picker: DatePickerConfiguration(configuration)) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
