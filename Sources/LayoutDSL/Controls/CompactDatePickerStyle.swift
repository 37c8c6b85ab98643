/// The label, then the date and the time as grey capsules that open the calendar or the wheel.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    func body(_ picker: DatePickerConfiguration) -> AnyView { AnyView(CompactDateFields(picker: picker)) }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
