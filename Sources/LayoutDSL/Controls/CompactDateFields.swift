/// A compact date picker: the label, a flexible space, then the date and the time each as text
/// on a grey rounded field (tertiarySystemFill, corner radius 6 or a capsule, 11 pt in from the sides and 6
/// from top and bottom, 6 pt apart: estimates from iOS 17 screenshots, giving UIDatePicker's
/// 34-pt-tall compact fields for 17-point text). With `.labelsHidden()`, the fields alone.
/// A tap on a field opens its platter (`CompactDatePickerPlatter`), the field's text in the tint
/// while it is open; a tap outside closes it.
struct CompactDateFields {
    let picker: DatePickerConfiguration
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled
    @State private var open: DatePickerComponents?

    var body: some View {
        DateFormattingReader { formatting in
            HStack {
                if !labelsHidden {
                    picker.label
                    Spacer()
                }
                HStack(spacing: 6) {
                    if picker.components.contains(.date) { field(.date, text: formatting.date(picker.date)) }
                    if picker.components.contains(.hourAndMinute) { field(.hourAndMinute, text: formatting.time(picker.date)) }
                }
            }
        }
    }

    private func field(_ part: DatePickerComponents, text: String) -> some View {
        let open = $open, picker = picker, isEnabled = isEnabled
        return PlatterPresenter(presenter: DateField(text: text, isActive: open.wrappedValue == part)
                                    .onTapGesture { if isEnabled { open.wrappedValue = part } },
                                platter: open.wrappedValue == part ? { _ in CompactDatePickerPlatter(picker: picker, part: part) } : nil,
                                width: CompactDatePickerPlatter.width(for: part), gap: CompactDatePickerPlatter.gap,
                                dismiss: { open.wrappedValue = nil })
    }
}

extension CompactDateFields: View {}

/// One grey field of a compact date picker (also the time field under a graphical one). In the
/// Liquid Glass design a capsule at least 34 pt tall with the same padding and fill, as Apple's
/// iOS 26 kit draws the pickers' date and time pills (docs/reference/ios26-design.md, "Compact
/// date pickers").
nonisolated struct DateField: View {
    let text: String
    /// While its platter is open: the text in the tint.
    var isActive = false
    @Environment(\.systemDesign) private var design

    var body: some View {
        Group {
            if isActive { Text(text).foregroundStyle(.tint) } else { Text(text) }
        }
        .lineLimit(1)
        .padding(.horizontal, 11)
        .padding(.vertical, 6)
        .frame(minHeight: design == .liquidGlass ? 34 : nil)
        .background(fieldShape.fill(Color(.tertiarySystemFill)))
    }

    private var fieldShape: AnyShape {
        design == .liquidGlass ? AnyShape(Capsule()) : AnyShape(RoundedRectangle(cornerRadius: 6, style: .continuous))
    }
}
