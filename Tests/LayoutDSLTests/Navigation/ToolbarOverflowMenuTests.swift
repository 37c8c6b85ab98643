@testable import LayoutDSL
import Testing

/// iOS 27's `ToolbarOverflowMenu` and `toolbarOverflowMenu(content:)`: their content is always in
/// the navigation bar's overflow menu, whose button follows the trailing items ("In iOS and
/// visionOS, this content is placed into the overflow menu in the navigation bar", Apple).
struct ToolbarOverflowMenuTests {
    struct Inbox: View {
        let asToolbarContent: Bool
        @State var log = "none"
        var body: some View {
            NavigationStack {
                Text("Log: \(log)")
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem { Button("Compose", systemImage: "square.and.pencil") {} } }
                    .modifier(Overflow(asToolbarContent: asToolbarContent, log: $log))
            }
        }
    }

    struct Overflow: ViewModifier {
        let asToolbarContent: Bool
        @Binding var log: String
        func body(content: Content) -> some View {
            if asToolbarContent {
                content.toolbar { ToolbarOverflowMenu { Button("Archive All") { log = "archived" } } }
            } else {
                content.toolbarOverflowMenu { Button("Archive All") { log = "archived" } }
            }
        }
    }

    @Test(.design(.liquidGlass), arguments: [false, true])
    func theContentIsInTheMenuAfterTheTrailingItems(asToolbarContent: Bool) throws {
        let host = iPhone16Host(Inbox(asToolbarContent: asToolbarContent))
        let tree = try host.update()
        #expect(!tree.allNodes.contains { $0.text == "Archive All" })
        let compose = try #require(tree.allNodes.last { $0.type == "square.and.pencil" }).frame
        let more = try #require(tree.allNodes.last { $0.type == "ellipsis" }).frame
        #expect(more.minX > compose.maxX && more.maxX <= 393 - 16, "\(more)")
        let open = try host.tap(at: CGPoint(x: more.midX, y: more.midY))
        let archive = try #require(open.allNodes.last { $0.text == "Archive All" }).frame
        #expect(archive.minY > more.maxY)
        #expect(try host.tap(at: CGPoint(x: archive.midX, y: archive.midY)).allNodes.contains { $0.text == "Log: archived" })
    }
}
