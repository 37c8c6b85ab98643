import LayoutDSL

/// Buttons in every built-in style, control size, border shape and role, disabled and tinted;
/// labels in each label style; toggles as switches and as buttons; a custom ButtonStyle.
public struct ControlsScene: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var bold = true

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 12) {
                Button("Automatic") {}
                Button("Plain") {}.buttonStyle(.plain)
                Button("Delete", role: .destructive) {}
            }
            HStack(spacing: 12) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            HStack(spacing: 8) {
                ForEach(ControlSize.allCases, id: \.self) { size in
                    Button("Size") {}.controlSize(size)
                }
            }
            .buttonStyle(.bordered)
            HStack(spacing: 12) {
                Button("Capsule") {}.buttonBorderShape(.capsule)
                Button("Radius 2") {}.buttonBorderShape(.roundedRectangle(radius: 2))
                Button(action: {}) { Image(systemName: "plus") }.buttonBorderShape(.circle)
                Button("Orange") {}.tint(.orange)
            }
            .buttonStyle(.borderedProminent)
            HStack(spacing: 12) {
                Button("Trash", systemImage: "trash", role: .destructive) {}.buttonStyle(.bordered)
                Button("Settings", systemImage: "gear") {}
                Button("Cancel", role: .cancel) {}
                EditButton()
            }
            HStack(spacing: 16) {
                Label("Favorites", systemImage: "star.fill")
                Label("Home", systemImage: "house").labelStyle(.iconOnly)
                Label("Title only", systemImage: "bell").labelStyle(.titleOnly)
            }
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", systemImage: "bell", isOn: $bluetooth)
            Toggle("Disabled", isOn: .constant(true)).disabled(true)
            HStack(spacing: 12) {
                Toggle("Bold", isOn: $bold).toggleStyle(.button)
                Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
                Toggle("Purple", isOn: .constant(true)).tint(.purple)
            }
            Button("Custom style") {}.buttonStyle(PillButtonStyle())
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }
}

/// A user-written ButtonStyle, as iOS developers write them.
private struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(Capsule().fill(configuration.isPressed ? Color.indigo.opacity(0.7) : Color.indigo))
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}
