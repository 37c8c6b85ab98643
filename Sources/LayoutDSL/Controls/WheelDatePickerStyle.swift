/// The UIDatePicker wheels.
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { DateWheels(picker: DatePickerConfiguration(configuration)) }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
