/// A picker's options as rows of an open menu, the selected one checked: what a `.menu` picker
/// opens, and what any picker inside a menu shows inline, as its own section.
nonisolated struct MenuPickerItems: View {
    let picker: PickerConfiguration

    var body: some View {
        ForEach(picker.options.indices, id: \.self) { index in
            MenuItemRow(role: nil, mark: .checkmark(isChecked: index == picker.selectedIndex), action: { picker.select(index) },
                        label: picker.options[index].view)
        }
    }
}
