import SwiftUI

/// A settings screen: a List of toggles and buttons, the screen iOS apps most often build
/// from these controls.
struct SettingsScreen: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var badges = true
    @State private var dataSaver = false
    @State private var brightness = 0.6

    var body: some View {
        List {
            Section("Notifications") {
                Toggle("Allow Notifications", systemImage: "bell", isOn: $notifications)
                Toggle("Sounds", isOn: $sounds)
                    .disabled(!notifications)
                Toggle("Badges", isOn: $badges)
                    .disabled(!notifications)
            }
            Section("Display") {
                Slider(value: $brightness) {
                    Text("Brightness")
                } minimumValueLabel: {
                    Image(systemName: "minus")
                } maximumValueLabel: {
                    Image(systemName: "plus")
                }
            }
            Section("Data") {
                Toggle(isOn: $dataSaver) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Low Data Mode")
                        Text("Pauses automatic downloads")
                            .font(.footnote)
                            .foregroundColor(.secondary)
                    }
                }
                Button("Clear Cache") {}
                Button("Delete Account", role: .destructive) {}
            }
            Section("About") {
                LabeledContent("Version", value: "2.4.1")
                LabeledContent("Cache", value: 0.42, format: .percent)
                Button {
                } label: {
                    Label("Rate This App", systemImage: "star")
                }
                Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
            }
        }
    }
}

struct SettingsScreen_Previews: PreviewProvider {
    static var previews: some View {
        SettingsScreen()
            .previewDisplayName("Light")
        SettingsScreen()
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
