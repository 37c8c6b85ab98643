import SwiftUI

/// A "Display & Brightness" settings page as apps with a settings tab write one: a brightness
/// slider between two sun images, switches (one on, one off), a menu picker for the text size
/// and a toolbar menu. iOS 26 draws the slider's 6 pt track and capsule thumb, switches 63 x 28 pt
/// with a shadowless capsule thumb, and glass rows (docs/reference/ios26-design.md, "Sliders",
/// "Switches", "Lists and forms").
struct DisplaySettingsScreen: View {
    enum TextSize: String, CaseIterable, Identifiable {
        case small = "Small", standard = "Standard", large = "Large"
        var id: Self { self }
    }

    @State private var brightness = 0.65
    @State private var trueTone = true
    @State private var nightShift = false
    @State private var boldText = false
    @State private var textSize = TextSize.standard

    var body: some View {
        NavigationStack {
            Form {
                Section("Brightness") {
                    Slider(value: $brightness) {
                        Text("Brightness")
                    } minimumValueLabel: {
                        Image(systemName: "sun.min")
                    } maximumValueLabel: {
                        Image(systemName: "sun.max")
                    }
                    Toggle("True Tone", isOn: $trueTone)
                }
                Section {
                    Toggle("Night Shift", isOn: $nightShift)
                    Toggle("Bold Text", isOn: $boldText)
                    Picker("Text Size", selection: $textSize) {
                        ForEach(TextSize.allCases) { size in
                            Text(size.rawValue).tag(size)
                        }
                    }
                } footer: {
                    Text("Night Shift shifts the colours of your display to the warmer end of the spectrum after dark.")
                }
            }
            .navigationTitle("Display")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Reset to Defaults", systemImage: "arrow.counterclockwise") {}
                        Button("Help", systemImage: "questionmark.circle") {}
                    } label: {
                        Image(systemName: "ellipsis")
                    }
                }
            }
        }
    }
}

#Preview {
    DisplaySettingsScreen()
}
