/// A menu picker, closed: the current value and the `chevron.up.chevron.down` indicator in the
/// tint, 4 points apart, with no label and no padding, as iOS 17 draws `Picker` in a stack
/// (the label names it for accessibility). In a Form or List row the label leads and the value
/// trails, as in iOS 17's Settings rows (`LabeledContent`'s arrangement). The indicator's size
/// (footnote, semibold, small scale) and the spacing are estimates from iOS 17 screenshots.
/// Disabled: tertiary label grey. In iOS 26 a list row's value and indicator are in the
/// secondary label colour, not the tint (measured: "US Letter" (138, 138, 142) on white and (159,
/// 159, 165) on a dark cell, idoodler/LabImporter's iOS 26 screenshots; docs/reference/ios26-design.md,
/// "Lists and forms"). A tap opens its options as a menu (`MenuPlatter`), in the
/// order they are written (`.fixed`: Apple's documentation of `MenuOrder.automatic` says menu
/// pickers keep it), the selected one checked.
struct MenuPickerButton {
    let picker: PickerConfiguration
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isListRow) private var isListRow
    @Environment(\.systemDesign) private var design
    @State private var isOpen = false

    var body: some View {
        let isOpen = $isOpen, picker = picker
        let dismiss = { isOpen.wrappedValue = false }
        return PlatterPresenter(presenter: closed.contentShape(Rectangle()).onTapGesture { if isEnabled { isOpen.wrappedValue = true } },
                                platter: isOpen.wrappedValue ? { placement in
                                    MenuPlatter(content: MenuPickerItems(picker: picker), reversed: false,
                                                attachment: placement.attachment, room: placement.room, dismiss: dismiss)
                                } : nil,
                                width: MenuMetrics.width, dismiss: dismiss)
    }

    @ViewBuilder private var closed: some View {
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
        .foregroundStyle(valueStyle)
    }

    private var valueStyle: Color {
        if !isEnabled { return Color(.tertiaryLabel) }
        if isListRow, design == .liquidGlass { return .secondary }
        return (tint ?? .accentColor).tintAdjusted
    }
}

extension MenuPickerButton: View {}
