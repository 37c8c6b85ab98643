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

    struct Music: View {
        @State var tab: Int
        @State private var query = ""
        var body: some View {
            TabView(selection: $tab) {
                Tab("Home", systemImage: "house", value: 0) { Color.clear.accessibilityIdentifier("home") }
                Tab("Library", systemImage: "books.vertical", value: 1) { Color.clear.accessibilityIdentifier("library") }
                Tab(value: 2, role: .search) {
                    NavigationStack {
                        List { Text("Recently Searched") }
                            .navigationTitle("Search")
                            .searchable(text: $query, prompt: "Artists, Songs")
                    }
                }
            }
        }
    }

    /// Selected, the search tab's searchable field is the bar's (UIKit's `UISearchTab` on a 402 x
    /// 874 pt iPhone 17 Pro: the tabs collapse into a 48 pt circle at (28, 798) and the field is
    /// (88, 798, 286, 48)), not under the title; the circle shows the tab selected before and a
    /// tap on it returns there. Another tab selected, the bar is the idle one.
    @Test func aSelectedSearchTabShowsItsFieldInTheBar() throws {
        func host(_ tab: Int) -> ViewHost {
            let host = ViewHost(Music(tab: tab), canvasSize: CGSize(width: 402, height: 874))
            host.safeAreaInsets = EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)
            return host
        }
        let library = host(1)
        #expect(try library.update().node(id: "library") != nil)
        // The idle bar: its search circle 21 pt from the trailing edge.
        let searching = try library.tap(at: CGPoint(x: 402 - 21 - 31, y: 874 - 83 + 31))
        #expect(searching.allNodes.contains { $0.frame == CGRect(x: 28, y: 798, width: 48, height: 48) })
        #expect(searching.allNodes.contains { $0.frame == CGRect(x: 88, y: 798, width: 286, height: 48) })
        let prompt = try #require(searching.allNodes.first { $0.text == "Artists, Songs" }).frame
        #expect(prompt.minX > 88 + 16 && prompt.midY > 798 && prompt.midY < 846)
        // No field under the title: the list's first row follows the large title directly.
        #expect(searching.allNodes.filter { $0.text == "Artists, Songs" }.count == 1)
        // The circle returns to the tab selected before.
        #expect(try library.tap(at: CGPoint(x: 52, y: 822)).node(id: "library") != nil)
        // Opened on the search tab, the circle stands for the first tab.
        let fresh = host(2)
        #expect(try fresh.update().allNodes.contains { $0.frame == CGRect(x: 28, y: 798, width: 48, height: 48) })
        #expect(try fresh.tap(at: CGPoint(x: 52, y: 822)).node(id: "home") != nil)
    }

    /// `searchable` on the tab view, its search tab a plain view: the field is still the bar's.
    @Test func aTabViewsSearchableIsTheBarsField() throws {
        struct Tabs: View {
            @State var tab = 1
            @State var query = ""
            var body: some View {
                TabView(selection: $tab) {
                    Tab("Home", systemImage: "house", value: 0) { Color.clear }
                    Tab(value: 1, role: .search) { Color.clear }
                }
                .searchable(text: $query, prompt: "Find")
            }
        }
        let host = ViewHost(Tabs(), canvasSize: CGSize(width: 402, height: 874))
        host.safeAreaInsets = EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)
        let tree = try host.update()
        #expect(tree.allNodes.contains { $0.frame == CGRect(x: 88, y: 798, width: 286, height: 48) })
        #expect(try #require(tree.allNodes.first { $0.text == "Find" }).frame.midY > 798)
    }
}
