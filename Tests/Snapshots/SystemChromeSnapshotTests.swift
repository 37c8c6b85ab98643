import LayoutDSL
import LayoutSnapshotTesting
import Render
import SnapshotTesting
import Testing

/// A mailbox list in a NavigationStack, as a screenshot of an iPhone 16 shows it: the app under
/// the status bar and the home indicator.
private struct Mailboxes: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(["All Inboxes", "iCloud", "Gmail", "VIP", "Flagged", "Drafts", "Sent", "Junk", "Trash", "Archive"],
                        id: \.self) { name in
                    NavigationLink(value: name) { Label(name, systemImage: "tray") }
                }
            }
            .navigationTitle("Mailboxes")
            .toolbar { EditButton() }
        }
    }
}

@Suite(.snapshotDesign(.compatibility))
struct SystemChromeSnapshotTests {
    /// Off by default, as swift-snapshot-testing's iOS `ViewImageConfig` snapshots have no status
    /// bar; `showsSystemUI` draws it (black in light, white in dark), as `snap --device` does.
    @Test(arguments: [ColorScheme.light, .dark])
    func mailboxesOnIPhone16(scheme: ColorScheme) throws {
        var canvas = SnapshotCanvas(device: .iPhone16, colorScheme: scheme)
        let tree = try canvas.host(Mailboxes()).update()
        let bare = canvas.raster(tree)
        canvas.showsSystemUI = true
        let shown = canvas.raster(tree)
        // The chrome draws only in the status bar's ears and over the home indicator.
        var changed = Set<Int>()
        for y in 0..<bare.height { for x in 0..<bare.width where bare[x, y] != shown[x, y] { changed.insert(y) } }
        #expect(!changed.isEmpty && changed.allSatisfy { $0 < 59 * 3 || ($0 >= 839 * 3 && $0 < 844 * 3) })
        assertSnapshot(of: try canvas.png(tree), as: .image(), named: "\(scheme)")
    }
}
