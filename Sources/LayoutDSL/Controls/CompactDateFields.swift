/// A compact date picker: the label, a flexible space, then the date and the time each as text
/// on a grey rounded field (tertiarySystemFill, corner radius 6, 11 pt in from the sides and 6
/// from top and bottom, 6 pt apart: estimates from iOS 17 screenshots, giving UIDatePicker's
/// 34-pt-tall compact fields for 17-point text). With `.labelsHidden()`, the fields alone.
nonisolated struct CompactDateFields: View {
    let picker: DatePickerConfiguration
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        DateFormattingReader { formatting in
            HStack {
                if !labelsHidden {
                    picker.label
                    Spacer()
                }
                HStack(spacing: 6) {
                    if picker.components.contains(.date) { DateField(text: formatting.date(picker.date)) }
                    if picker.components.contains(.hourAndMinute) { DateField(text: formatting.time(picker.date)) }
                }
            }
        }
    }
}

/// One grey field of a compact date picker (also the time field under a graphical one).
nonisolated struct DateField: View {
    let text: String

    var body: some View {
        Text(text)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color(.tertiarySystemFill)))
    }
}
