/// A menu picker, closed: the current value and the `chevron.up.chevron.down` indicator in the
/// tint, 4 points apart, with no label and no padding, as iOS 17 draws `Picker` in a stack
/// (the label names it for accessibility). In a Form or List row the label leads and the value
/// trails, as in iOS 17's Settings rows (`LabeledContent`'s arrangement). The indicator's size
/// (footnote, semibold, small scale) and the spacing are estimates from iOS 17 screenshots.
/// Disabled: tertiary label grey.
nonisolated struct MenuPickerButton: View {
    let picker: PickerConfiguration
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isListRow) private var isListRow

    var body: some View {
        if isListRow {
            HStack {
                picker.label
                Spacer()
                value
            }
        } else {
            value
        }
    }

    private var value: some View {
        HStack(spacing: 4) {
            picker.currentValue
            Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.semibold)).imageScale(.small)
        }
        .lineLimit(1)
        .foregroundStyle(isEnabled ? tint ?? .accentColor : Color(.tertiaryLabel))
    }
}
