/// The label, then the date and the time as grey capsules that open the calendar or the wheel.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CompactDateFields(picker: DatePickerConfiguration(configuration)) }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
