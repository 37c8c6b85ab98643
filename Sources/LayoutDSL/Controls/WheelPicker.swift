/// A wheel picker: the options on one UIPickerView wheel (`Wheel`), the selected one in the band.
nonisolated struct WheelPicker: View {
    let picker: PickerConfiguration

    var body: some View {
        Wheel {
            WheelColumn(rows: picker.options.map(\.view), selectedIndex: picker.selectedIndex, select: picker.select)
        }
    }
}
