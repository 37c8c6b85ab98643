@testable import LayoutDSL
import Testing

/// iOS 26's search tab on an iPhone (docs/reference/ios26-design.md, "Not yet drawn": UIKit's
/// `UISearchTab` read from its view tree on an iPhone 17 Pro, a 290 x 62 pt capsule and a 62 pt
/// circle 8 pt apart, 21 pt from both sides of the 402 pt screen): on a 393 x 852 pt screen the
/// tabs' capsule is 393 − 2 × 21 − 62 − 8 = 281 pt wide, the search tab a glass circle of the
/// bar's height at x 310…372 showing its image alone.
@Suite(.design(.liquidGlass))
struct GlassSearchTabTests {
    struct Library: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Color.clear }
                Tab("Inbox", systemImage: "tray") { Color.clear }
                Tab(role: .search) { Color.clear.accessibilityIdentifier("search") }
            }
        }
    }

    @Test func theSearchTabIsACircleBesideTheCapsule() throws {
        let host = ViewHost(Library(), canvasSize: CGSize(width: 393, height: 852))
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let tree = try host.update()
        #expect(tree.allNodes.contains { $0.frame == CGRect(x: 21, y: 769, width: 281, height: 62) })
        #expect(tree.allNodes.contains { $0.frame == CGRect(x: 310, y: 769, width: 62, height: 62) })
        // Two tabs take 98 pt each, centred in the capsule; the search tab shows no title.
        let home = try #require(tree.allNodes.first { $0.text == "Home" }).frame
        let inbox = try #require(tree.allNodes.first { $0.text == "Inbox" }).frame
        #expect(abs(home.midX - (21 + 140.5 - 49)) < 0.01 && abs(inbox.midX - (21 + 140.5 + 49)) < 0.01)
        #expect(!tree.allNodes.contains { $0.text == "Search" })
        // A tap on the circle selects the search tab.
        #expect(tree.node(id: "search") == nil)
        #expect(try host.tap(at: CGPoint(x: 341, y: 800)).node(id: "search") != nil)
    }
}
