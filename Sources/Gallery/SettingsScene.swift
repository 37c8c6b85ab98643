import LayoutDSL

/// A settings form as iOS apps write one: sections of toggles, a picker, a stepper, a slider
/// and text fields, buttons in each style, and a destructive button; a tap flips a toggle and
/// a button press counts.
struct SettingsScene: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var theme = "System"
    @State private var fontSize = 17
    @State private var brightness = 0.6
    @State private var name = "Jane Appleseed"
    @State private var email = ""
    @State private var saves = 0

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                TextField("Email", text: $email, prompt: Text("name@example.com"))
            }
            Section {
                Toggle("Notifications", isOn: $notifications).accessibilityIdentifier("notifications")
                Toggle("Sounds", isOn: $sounds)
                Picker("Theme", selection: $theme) {
                    ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
                }
            } header: {
                Text("Preferences")
            } footer: {
                Text("Notifications show on the Lock Screen.")
            }
            Section("Display") {
                Stepper("Text size: \(fontSize)", value: $fontSize, in: 12...24)
                Slider(value: $brightness) { Text("Brightness") } minimumValueLabel: {
                    Image(systemName: "sun.min")
                } maximumValueLabel: {
                    Image(systemName: "sun.max")
                }
            }
            Section("Actions") {
                HStack {
                    Button("Save \(saves)") { saves += 1 }.buttonStyle(.borderedProminent).accessibilityIdentifier("save")
                    Button("Preview") {}.buttonStyle(.bordered)
                    Button("Help") {}.buttonStyle(.borderless)
                    Button("Skip") {}.buttonStyle(.plain)
                }
                Button("Sign Out", role: .destructive) {}
            }
        }
    }
}
