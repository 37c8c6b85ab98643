/// A navigation-link picker's row: the label, the current value in the secondary colour and a
/// tertiary `chevron.right`, as a NavigationLink row with a value shows in iOS settings.
struct NavigationLinkPickerRow: View {
    let picker: PickerConfiguration

    var body: some View {
        HStack {
            picker.label
            Spacer()
            picker.currentValue.foregroundStyle(.secondary)
            Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(Color(.tertiaryLabel))
        }
        .lineLimit(1)
    }
}
