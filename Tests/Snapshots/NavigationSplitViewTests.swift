import LayoutDSL
import LayoutSnapshotTesting
import Render
import SnapshotTesting
import Testing

private struct Mail: View {
    var body: some View {
        NavigationSplitView {
            List {
                Label("Inbox", systemImage: "bell")
                Label("Starred", systemImage: "star")
                Label("Trash", systemImage: "trash")
            }
            .navigationTitle("Mailboxes")
        } detail: {
            Text("No Message Selected")
                .foregroundStyle(.secondary)
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@Suite(.snapshotDesign(.compatibility))
struct NavigationSplitViewTests {
    /// On an iPad (regular width) the sidebar is a 320 pt column with its own bar (50 pt, the
    /// iPad's) and large title, a hairline, then the detail column with its inline title, on the
    /// system background.
    @Test func regularWidthShowsColumns() throws {
        var canvas = SnapshotCanvas(device: .iPadAir)
        canvas.scale = 1
        let tree = try canvas.host(Mail()).update()
        let stacks = tree.allNodes.filter { $0.type == "NavigationStack" }
        #expect(stacks.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 1180),
                                        CGRect(x: 320.5, y: 0, width: 499.5, height: 1180)])
        let title = try #require(tree.allNodes.first { $0.text == "Mailboxes" })
        #expect(title.frame.minX == 16 && close(title.frame.maxY, 24 + 50 + 52 - 8))
        let detailTitle = try #require(tree.allNodes.first { $0.text == "Inbox" && $0.frame.minX > 320 })
        #expect(close(detailTitle.frame.midX, 320.5 + 499.5 / 2) && close(detailTitle.frame.midY, 24 + 25))
        // The sidebar list's grouped background fills the sidebar column only; the detail
        // column shows the system background, as on iPadOS.
        let pixels = canvas.raster(tree)
        #expect(pixels[100, 900] == Pixel(r: 242, g: 242, b: 247, a: 255))
        #expect(pixels[600, 900] == Pixel(r: 255, g: 255, b: 255, a: 255) && pixels[800, 300] == pixels[600, 900])
        assertSnapshot(of: try canvas.png(tree), as: .image(), named: "ipad")
    }

    /// A sidebar that asks for 260 pt gets it; the detail takes the rest.
    @Test func columnWidthModifierSetsTheSidebarWidth() throws {
        let view = NavigationSplitView {
            List { Text("Inbox") }.navigationSplitViewColumnWidth(min: 200, ideal: 260, max: 300)
        } detail: {
            Text("Detail")
        }
        var canvas = SnapshotCanvas(device: .iPadAir)
        canvas.scale = 1
        let stacks = try canvas.host(view).update().allNodes.filter { $0.type == "NavigationStack" }
        #expect(stacks.map(\.frame) == [CGRect(x: 0, y: 0, width: 260, height: 1180), CGRect(x: 260.5, y: 0, width: 559.5, height: 1180)])
    }

    /// On an iPhone (compact width) the split view is one stack showing the sidebar.
    @Test func compactWidthIsAStack() throws {
        let tree = try SnapshotCanvas(device: .iPhone16).host(Mail()).update()
        #expect(tree.allNodes.filter { $0.type == "NavigationStack" }.count == 1)
        #expect(tree.allNodes.contains { $0.text == "Mailboxes" })
        #expect(!tree.allNodes.contains { $0.text == "No Message Selected" })
    }

    /// Collapsed, `preferredCompactColumn: .detail` shows the detail pushed over the sidebar:
    /// its inline title, and a back button titled with the sidebar's title; `.sidebar` shows the
    /// sidebar. Going back sets the preferred column to the sidebar.
    @Test func preferredCompactColumnChoosesTheColumnOnTop() throws {
        struct Preferring: View {
            @State var column: NavigationSplitViewColumn
            var body: some View {
                NavigationSplitView(preferredCompactColumn: $column) {
                    List { Text("Inbox") }.navigationTitle("Mailboxes")
                } detail: {
                    Text("No Message Selected").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        let detail = try SnapshotCanvas(device: .iPhone16).host(Preferring(column: .detail)).update()
        #expect(detail.allNodes.contains { $0.text == "No Message Selected" })
        let back = try #require(detail.allNodes.first { $0.text == "Mailboxes" })
        #expect(back.frame.minX < 60 && back.frame.maxY < 110, "the back button's title at the bar's leading edge: \(back.frame)")
        let sidebar = try SnapshotCanvas(device: .iPhone16).host(Preferring(column: .sidebar)).update()
        #expect(!sidebar.allNodes.contains { $0.text == "No Message Selected" } && sidebar.allNodes.contains { $0.text == "Inbox" })
    }
}

/// Side by side, a sidebar link shows its destination in the detail column.
@Suite(.snapshotDesign(.compatibility))
struct NavigationSplitViewRoutingTests {
    private struct Folders: View {
        var body: some View {
            NavigationSplitView {
                List {
                    NavigationLink("Photos") { Text("All Photos").navigationTitle("Photos") }
                    NavigationLink("Videos") { Text("All Videos").navigationTitle("Videos") }
                }
                .navigationTitle("Folders")
            } detail: {
                Text("Pick a folder")
            }
        }
    }

    @Test func sidebarLinkShowsInDetail() throws {
        var canvas = SnapshotCanvas(device: .iPadAir)
        canvas.scale = 1
        let host = canvas.host(Folders())
        let before = try host.update()
        let videos = try #require(before.allNodes.first { $0.text == "Videos" })
        let after = try host.tap(at: CGPoint(x: videos.frame.midX, y: videos.frame.midY))
        let shown = try #require(after.allNodes.first { $0.text == "All Videos" })
        #expect(shown.frame.minX > 320)
        #expect(after.allNodes.contains { $0.text == "Folders" } && !after.allNodes.contains { $0.text == "Pick a folder" })
    }
}
