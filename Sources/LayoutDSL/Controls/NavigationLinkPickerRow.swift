/// A navigation-link picker's row: the label, the current value in the secondary colour and a
/// tertiary `chevron.right` (pointing left in right-to-left layouts, as the directional symbol
/// does on iOS), as a NavigationLink row with a value shows in iOS settings.
nonisolated struct NavigationLinkPickerRow: View {
    let picker: PickerConfiguration

    var body: some View {
        HStack {
            picker.label
            Spacer()
            picker.currentValue.foregroundStyle(.secondary)
            Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(Color(.tertiaryLabel))
                .flipsForRightToLeftLayoutDirection(true)
        }
        .lineLimit(1)
    }
}
