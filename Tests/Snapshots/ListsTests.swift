import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// Lists, forms and grids as iOS 17 draws them, light and dark.
@Suite(.snapshotDesign(.compatibility))
struct ListsTests {
    /// A settings-style form: sections with headers and footers, icons, values and toggles.
    struct SettingsForm: View {
        var body: some View {
            Form {
                Section {
                    Label("Notifications", systemImage: "bell")
                    Toggle(isOn: .constant(true)) { Label("Favourites", systemImage: "star") }
                    LabeledContent("Account", value: "Jane")
                } header: {
                    Text("Preferences")
                } footer: {
                    Text("Notifications show on the Lock Screen and in Notification Center.")
                }
                Section("General") {
                    LabeledContent("Version", value: "17.0")
                    Text("Storage").badge("62 GB")
                }
                Section {
                    Button("Reset All Settings", role: .destructive) {}
                }
            }
        }
    }

    /// The same two sections in a list of each style.
    struct Styled<S: ListStyle>: View {
        let style: S
        var body: some View {
            List {
                Section {
                    Label("Inbox", systemImage: "house").badge(12)
                    Label("Shared", systemImage: "person")
                    Label("Trash", systemImage: "trash")
                } header: {
                    Text("Mailboxes")
                } footer: {
                    Text("Messages in Trash are deleted after 30 days.")
                }
                Section("Tags") {
                    Text("Work")
                    Text("Family")
                }
            }
            .listStyle(style)
        }
    }

    /// A photo grid: adaptive columns of at least 100 points, square coloured cells.
    struct PhotoGrid: View {
        let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
                    ForEach(0..<36, id: \.self) { index in
                        colors[index % colors.count].aspectRatio(1, contentMode: .fit)
                    }
                }
            }
        }
    }

    /// A form laid out with Grid: trailing-aligned labels, a divider across, a spanning note.
    struct GridForm: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 10) {
                GridRow {
                    Text("Name").foregroundStyle(.secondary).gridColumnAlignment(.trailing)
                    Text("Jane Appleseed")
                }
                GridRow {
                    Text("Email").foregroundStyle(.secondary)
                    Text("jane@example.com")
                }
                Divider()
                GridRow {
                    Text("Plan").foregroundStyle(.secondary)
                    Text("Family").bold()
                }
                Text("Shared with up to five people.").font(.footnote).foregroundStyle(.secondary)
                    .gridCellAnchor(.center)
            }
            .padding()
        }
    }

    static let size = CGSize(width: 390, height: 620)

    @Test func settingsForm() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(of: SettingsForm(), as: .image(size: Self.size, scale: 1, colorScheme: scheme), named: "\(scheme)")
        }
    }

    @Test func listStyles() {
        for name in ["plain", "grouped", "insetGrouped", "inset", "sidebar"] {
            for scheme in [ColorScheme.light, .dark] { listStyle(name, scheme) }
        }
    }

    func listStyle(_ name: String, _ scheme: ColorScheme) {
        let strategy = Snapshotting<AnyView, PNGImage>.image(size: CGSize(width: 390, height: 520), scale: 1, colorScheme: scheme)
        let view: AnyView
        switch name {
        case "plain": view = AnyView(Styled(style: .plain))
        case "grouped": view = AnyView(Styled(style: .grouped))
        case "inset": view = AnyView(Styled(style: .inset))
        case "sidebar": view = AnyView(Styled(style: .sidebar))
        default: view = AnyView(Styled(style: .insetGrouped))
        }
        assertSnapshot(of: view, as: strategy, named: "\(name)-\(scheme)", testName: "listStyles")
    }

    @Test func photoGrid() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(of: PhotoGrid(), as: .image(size: Self.size, scale: 1, colorScheme: scheme), named: "\(scheme)")
        }
    }

    @Test func gridForm() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(of: GridForm(), as: .image(size: CGSize(width: 390, height: 240), scale: 1, colorScheme: scheme),
                           named: "\(scheme)")
        }
    }
}
