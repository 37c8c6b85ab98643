/// The UIDatePicker wheels.
nonisolated public struct WheelDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    func body(_ picker: DatePickerConfiguration) -> AnyView { AnyView(DateWheels(picker: picker)) }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
