/// How date pickers look, as SwiftUI's `DatePickerStyle`. SwiftUI's requirements are private,
/// so only the built-in styles exist (`BuiltInDatePickerStyle`); another type draws as
/// `.automatic`.
@MainActor @preconcurrency public protocol DatePickerStyle {}

/// What a built-in date picker style gets: the label, the date (already within the range), the
/// components shown, the range and how to change the date (clamped to the range).
struct DatePickerConfiguration {
    let label: AnyView
    let date: Date
    let components: DatePickerComponents
    let range: ClosedRange<Date>
    let select: (Date) -> Void
}

protocol BuiltInDatePickerStyle: DatePickerStyle {
    func body(_ picker: DatePickerConfiguration) -> AnyView
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle<DatePickerConfiguration>(body: DefaultDatePickerStyle().body)
}

extension EnvironmentValues {
    var datePickerStyle: AnyStyle<DatePickerConfiguration> {
        get { self[DatePickerStyleKey.self] } set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, AnyStyle(body: ((style as? BuiltInDatePickerStyle) ?? DefaultDatePickerStyle()).body))
    }
}
