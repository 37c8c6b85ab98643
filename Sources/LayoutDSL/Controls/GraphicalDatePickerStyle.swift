/// The month calendar of UIDatePicker's inline style, with the time below when shown.
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    func body(_ picker: DatePickerConfiguration) -> AnyView { AnyView(MonthCalendar(picker: picker)) }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
