/// How date pickers look, as SwiftUI's `DatePickerStyle` (public requirements since iOS 17, as the
/// iOS 18 SDK's interface declares them): a style makes a body from a `DatePickerStyleConfiguration`.
@MainActor @preconcurrency public protocol DatePickerStyle {
    associatedtype Body: View
    typealias Configuration = DatePickerStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What the built-in styles' drawing gets of a picker: its configuration read once, the date
/// already within the range, and a `select` that keeps edits in the range.
struct DatePickerConfiguration {
    let label: AnyView
    let date: Date
    let components: DatePickerComponents
    let range: ClosedRange<Date>
    let select: (Date) -> Void

    init(label: AnyView, date: Date, components: DatePickerComponents, range: ClosedRange<Date>, select: @escaping (Date) -> Void) {
        self.label = label; self.date = date; self.components = components; self.range = range; self.select = select
    }

    init(_ configuration: DatePickerStyleConfiguration) {
        let binding = configuration.$selection
        self.init(label: AnyView(configuration.label), date: configuration.selection,
                  components: configuration.displayedComponents, range: configuration.range,
                  select: { binding.wrappedValue = $0 })
    }
}

extension AnyStyle where Configuration == DatePickerStyleConfiguration {
    init<S: DatePickerStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle(DefaultDatePickerStyle())
}

extension EnvironmentValues {
    var datePickerStyle: AnyStyle<DatePickerStyleConfiguration> {
        get { self[DatePickerStyleKey.self] } set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, AnyStyle(style))
    }
}
