/// What a `DatePickerStyle` gets of a picker (SwiftUI's `DatePickerStyleConfiguration`): its label,
/// the selected date as a binding that keeps edits within the picker's range, the range's bounds
/// (`nil` where the picker has none) and the components it shows.
public struct DatePickerStyleConfiguration {
    /// The picker's label, as a view a style places where it likes.
    public typealias Label = _StyleConfigurationPart<_DatePickerLabelRole>

    public let label: DatePickerStyleConfiguration.Label
    /// The date, within `minimumDate…maximumDate`; setting it clamps to them as UIDatePicker does.
    @Binding public var selection: Date
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var displayedComponents: DatePickerComponents

    init(label: some View, selection: Binding<Date>, range: ClosedRange<Date>, displayedComponents: DatePickerComponents) {
        self.label = Label(label)
        minimumDate = range.lowerBound == .distantPast ? nil : range.lowerBound
        maximumDate = range.upperBound == .distantFuture ? nil : range.upperBound
        self.displayedComponents = displayedComponents
        _selection = Binding(get: { range.clamped(selection.wrappedValue) },
                             set: { selection.wrappedValue = range.clamped($0) })
    }

    /// The range the bounds make, open ends as the distant past and future.
    var range: ClosedRange<Date> { (minimumDate ?? .distantPast)...max(minimumDate ?? .distantPast, maximumDate ?? .distantFuture) }
}

extension ClosedRange where Bound == Date {
    func clamped(_ date: Date) -> Date { Swift.min(Swift.max(date, lowerBound), upperBound) }
}
