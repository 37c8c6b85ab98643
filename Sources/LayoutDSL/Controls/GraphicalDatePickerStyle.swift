/// The month calendar of UIDatePicker's inline style, with the time below when shown.
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { MonthCalendar(picker: DatePickerConfiguration(configuration)) }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
