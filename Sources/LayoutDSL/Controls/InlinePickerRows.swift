/// An inline picker: the label as a section header (footnote, secondary), then one 44-point row
/// per option (UITableView's default row height) with hairlines between them and a tinted
/// checkmark on the selected one; a tap on a row selects it. The header style is estimated
/// from iOS 17 list section headers.
nonisolated struct InlinePickerRows: View {
    let picker: PickerConfiguration
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !labelsHidden {
                picker.label.font(.footnote).foregroundStyle(.secondary).padding(.bottom, 6)
            }
            ForEach(picker.options.indices, id: \.self) { index in
                if index > 0 { Divider() }
                HStack {
                    picker.options[index].view
                    Spacer()
                    if index == picker.selectedIndex {
                        Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint)
                    }
                }
                .frame(minHeight: 44)
                .contentShape(Rectangle())
                .onTapGesture { picker.select(index) }
            }
        }
    }
}
