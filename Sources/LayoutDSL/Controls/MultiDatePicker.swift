import Foundation

/// A calendar picking several days (SwiftUI's `MultiDatePicker`, iOS 16:
/// https://developer.apple.com/documentation/swiftui/multidatepicker): the graphical month
/// calendar (`MonthCalendar`) of the earliest chosen day (else the first day in bounds, else
/// today), each chosen day on a filled tint circle; a tap toggles a day, days outside `bounds`
/// are grey and take no taps. The label is not drawn, as on iOS.
nonisolated public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let label: Label
    let bounds: ClosedRange<Date>
    @Environment(\.calendar) private var calendar

    public var body: some View {
        let chosen = selection.wrappedValue.compactMap { calendar.date(from: $0) }.min()
        let shown = chosen ?? (bounds.lowerBound == .distantPast ? Date() : bounds.lowerBound)
        MonthCalendar(picker: DatePickerConfiguration(label: AnyView(label), date: shown, components: .date,
                                                      range: bounds, select: { _ in }),
                      days: selection)
    }
}

extension MultiDatePicker {
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label(), bounds: Date.distantPast...Date.distantFuture)
    }
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label(), bounds: bounds.lowerBound...bounds.upperBound.addingTimeInterval(-1))
    }
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label(), bounds: bounds.lowerBound...Date.distantFuture)
    }
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label(), bounds: Date.distantPast...bounds.upperBound.addingTimeInterval(-1))
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
