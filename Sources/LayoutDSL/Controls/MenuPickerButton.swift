/// A menu picker, closed: the current value and the `chevron.up.chevron.down` indicator in the
/// tint, 4 points apart, with no label and no padding, as iOS 17 draws `Picker` in a stack
/// (the label names it for accessibility). The indicator's size (footnote, semibold, small scale) and the
/// spacing are estimates from iOS 17 screenshots. Disabled: tertiary label grey.
struct MenuPickerButton: View {
    let picker: PickerConfiguration
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 4) {
            picker.currentValue
            Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.semibold)).imageScale(.small)
        }
        .lineLimit(1)
        .foregroundStyle(isEnabled ? tint ?? .accentColor : Color(.tertiaryLabel))
    }
}
