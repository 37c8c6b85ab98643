import LayoutDSL
import LayoutSnapshotTesting
import Render
import SnapshotTesting
import Testing

/// A settings-style root screen: a list under a large title, with a trailing bar button.
private struct SettingsRoot: View {
    var body: some View {
        List {
            ForEach(["General", "Accessibility", "Privacy & Security", "Display & Brightness", "Wallpaper", "Battery",
                     "Notifications", "Sounds & Haptics", "Focus", "Screen Time", "Passwords", "Wallet"], id: \.self) { name in
                NavigationLink(value: name) { Text(name) }
            }
        }
        .navigationTitle("Settings")
        .toolbar { EditButton() }
        .navigationDestination(for: String.self) { name in
            SettingsDetail(name: name)
        }
    }
}

private struct SettingsDetail: View {
    let name: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 12) {
            Text("Options for \(name)")
            Button("Done") { dismiss() }
        }
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "plus") } }
            ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "ellipsis") } }
        }
    }
}

private struct Settings: View {
    @State var path: [String] = []
    var body: some View {
        NavigationStack(path: $path) { SettingsRoot() }
    }
}

/// The iPhone 16 at 1x: its size and safe area (top 59, bottom 34), small references.
private func phone(_ scheme: ColorScheme = .light) -> SnapshotCanvas {
    var canvas = SnapshotCanvas(device: .iPhone16, colorScheme: scheme)
    canvas.scale = 1
    return canvas
}

extension ResolvedTree {
    fileprivate func texts(_ string: String) -> [ResolvedNode] { allNodes.filter { $0.text == string } }
    /// The bar's background: a rectangle covering the status bar and the 44 pt bar.
    fileprivate var barBackground: ResolvedNode? {
        allNodes.first { $0.type == "Rectangle" && $0.frame == CGRect(x: 0, y: 0, width: 393, height: 103) }
    }
}

@Suite(.snapshotDesign(.compatibility))
struct NavigationStackTests {
    /// The large title sits 8 pt above the bottom of its 52 pt area under the 44 pt bar, 16 pt
    /// from the leading edge, and scrolls with the list; from 52 pt on, the bar shows the
    /// inline title centred in it, and its background and hairline.
    @Test(arguments: [CGFloat(0), 20, 52, 100])
    func titleCollapses(offset: CGFloat) throws {
        let canvas = phone()
        let host = canvas.host(Settings())
        host.setScrollOffset(CGPoint(x: 0, y: offset))
        let tree = try host.update()
        let titles = tree.texts("Settings")
        let large = try #require(titles.first { $0.frame.height > 30 })
        #expect(large.frame.minX == 16)
        #expect(close(large.frame.maxY, 59 + 44 + 52 - 8 - offset))
        let general = try #require(tree.texts("General").first)
        // The inset grouped list leaves 35 pt above its first section.
        #expect(close(general.frame.midY, 59 + 44 + 52 + 35 + 22 - offset))
        let inline = titles.first { $0.frame.height < 30 }
        if offset >= 52 {
            let inline = try #require(inline)
            #expect(close(inline.frame.midX, 196.5) && close(inline.frame.midY, 59 + 22))
            #expect(tree.barBackground != nil)
            #expect(tree.allNodes.contains { $0.type == "Rectangle" && $0.frame == CGRect(x: 0, y: 103 - 1.0 / 3, width: 393, height: 1.0 / 3) })
        } else {
            #expect(inline == nil)
            #expect(tree.barBackground == nil)
        }
        // Edit is a 17 pt bar button 16 pt from the trailing edge, centred in the bar.
        let edit = try #require(tree.texts("Edit").first)
        #expect(close(edit.frame.maxX, 393 - 16) && close(edit.frame.midY, 81))
        for scheme in [ColorScheme.light, .dark] {
            let canvas = phone(scheme)
            let host = canvas.host(Settings())
            host.setScrollOffset(CGPoint(x: 0, y: offset))
            assertSnapshot(of: try canvas.png(try host.update()), as: .image(), named: "\(scheme)-\(Int(offset))")
        }
    }

    /// Pulled down, the large title comes down with the content.
    @Test func overscrollPullsTitleDown() throws {
        let host = phone().host(Settings())
        host.setScrollOffset(CGPoint(x: 0, y: -40))
        let tree = try host.update()
        let large = try #require(tree.texts("Settings").first { $0.frame.height > 30 })
        #expect(close(large.frame.maxY, 59 + 44 + 52 - 8 + 40))
        #expect(tree.barBackground == nil)
    }

    /// A pushed screen: the back button (chevron 8 pt from the edge, the root's title) and the
    /// inline title, two trailing symbol buttons 20 pt apart.
    @Test func pushedDetail() throws {
        for scheme in [ColorScheme.light, .dark] {
            let canvas = phone(scheme)
            let tree = try canvas.host(Settings(path: ["Wallpaper"])).update()
            let chevron = try #require(tree.allNodes.first { $0.type == "chevron.backward" })
            #expect(chevron.frame.minX == 8 && close(chevron.frame.midY, 81))
            let back = try #require(tree.texts("Settings").first)
            #expect(close(back.frame.minX, chevron.frame.maxX + 6) && close(back.frame.midY, 81))
            let title = try #require(tree.texts("Wallpaper").first)
            #expect(close(title.frame.midX, 196.5) && close(title.frame.midY, 81))
            let plus = try #require(tree.allNodes.first { $0.type == "plus" })
            let more = try #require(tree.allNodes.first { $0.type == "ellipsis" })
            #expect(close(more.frame.maxX, 393 - 16) && close(more.frame.minX - plus.frame.maxX, 20))
            #expect(tree.texts("General").isEmpty)
            assertSnapshot(of: try canvas.png(tree), as: .image(), named: "\(scheme)")
        }
    }

    /// A tap on a row pushes its value; the back button pops it; `dismiss` pops too.
    @Test func tapPushesAndBackPops() throws {
        let host = phone().host(Settings())
        _ = try host.update()
        let pushed = try host.tap(at: CGPoint(x: 300, y: 155 + 35 + 22))
        #expect(pushed.texts("Options for General").count == 1)
        let popped = try host.tap(at: CGPoint(x: 40, y: 81))
        #expect(popped.texts("General").count == 1 && popped.texts("Options for General").isEmpty)
        let again = try host.tap(at: CGPoint(x: 300, y: 155 + 35 + 44 + 22))
        let done = try #require(again.texts("Done").first)
        let dismissed = try host.tap(at: CGPoint(x: done.frame.midX, y: done.frame.midY))
        #expect(dismissed.texts("Options for Accessibility").isEmpty && dismissed.texts("Accessibility").count == 1)
    }
}
