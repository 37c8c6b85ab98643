@testable import LayoutDSL
import Testing

/// Where `searchable` puts its field on an iPhone in the Liquid Glass design
/// (`NavigationScreen.automaticSearchPlacement`; docs/reference/ios26-navigation-bar.md, "The
/// search field in the bottom toolbar"). Measured on a 393 x 852 pt iOS 26.3 reference (a
/// `NavigationStack` screen with `.searchable(text:prompt:)`): the magnifying glass's ink from
/// x 48 to 64.33, centred at y 800, the text's from 75.67; on a 402 x 874 pt iOS 26.0 capture the
/// capsule at (28, 798, 346, 48).
@Suite(.design(.liquidGlass))
struct SearchFieldPlacementTests {
    struct Notes: View {
        var placement = SearchFieldPlacement.automatic
        var bottomItem = false
        @State private var query = ""
        var body: some View {
            NavigationStack {
                Color.clear.accessibilityIdentifier("content")
                    .navigationTitle("Notes")
                    .searchable(text: $query, placement: placement, prompt: "Search")
                    .toolbar {
                        if bottomItem {
                            ToolbarItem(placement: .bottomBar) { Color.red.frame(width: 30, height: 30).accessibilityIdentifier("compose") }
                        }
                    }
            }
        }
    }

    private func tree(_ view: some View, _ size: CGSize = CGSize(width: 393, height: 852), top: CGFloat = 59) throws -> ResolvedTree {
        let host = ViewHost(view, canvasSize: size)
        host.safeAreaInsets = EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0)
        return try host.update()
    }

    /// The field's capsule: the narrowest node 48 pt tall in the bottom band (the band's row spans the screen).
    private func field(_ tree: ResolvedTree) -> CGRect? {
        tree.allNodes.filter { $0.frame.height == 48 && $0.frame.minY > 700 }.map(\.frame).min { $0.width < $1.width }
    }

    @Test func theAutomaticPlacementIsTheBottomToolbar() throws {
        let tree = try tree(Notes())
        #expect(field(tree) == CGRect(x: 28, y: 776, width: 337, height: 48))
        let glyph = try #require(tree.allNodes.first { $0.frame.width == 16 + 1.0 / 3 && $0.frame.minY > 700 }).frame
        #expect(abs(glyph.minX - 48) < 0.001 && abs(glyph.midY - 800) < 0.5)
        let prompt = try #require(tree.allNodes.first { $0.text == "Search" }).frame
        #expect(abs(prompt.minX - 75) < 0.001 && abs(prompt.midY - 800) < 0.5)
        // Nothing under the title: the content starts below the large title's 48 pt area.
        #expect(abs(frame(tree, "content").minY - (59 + 44 + 48)) < 0.001)
    }

    @Test func theCaptureOfALargerIPhone() throws {
        let tree = try tree(Notes(), CGSize(width: 402, height: 874), top: 62)
        #expect(field(tree) == CGRect(x: 28, y: 798, width: 346, height: 48))
    }

    @Test func theToolbarAndSidebarPlacementsAreTheBottomToolbarToo() throws {
        #expect(field(try tree(Notes(placement: .toolbar))) == CGRect(x: 28, y: 776, width: 337, height: 48))
        #expect(field(try tree(Notes(placement: .sidebar))) == CGRect(x: 28, y: 776, width: 337, height: 48))
    }

    @Test func theNavigationBarDrawerKeepsTheFieldUnderTheTitle() throws {
        let tree = try tree(Notes(placement: .navigationBarDrawer))
        #expect(field(tree) == nil)
        #expect(tree.allNodes.contains { $0.frame == CGRect(x: 16, y: 166, width: 361, height: 44) })
    }

    /// The search item is the leading-most of the bottom toolbar's items, the others after it.
    @Test func theFieldLeadsTheBottomToolbarsItems() throws {
        let tree = try tree(Notes(bottomItem: true))
        #expect(field(tree) == CGRect(x: 28, y: 776, width: 393 - 2 * 28 - 12 - 44, height: 48))
        #expect(abs(frame(tree, "compose").midX - (393 - 28 - 22)) < 0.001)
    }

    /// In a tab view the tab bar takes the bottom: a tab's search field stays under the title.
    @Test func inATabViewTheFieldStaysUnderTheTitle() throws {
        let tree = try tree(TabView { Tab("Notes", systemImage: "note") { Notes() } })
        #expect(field(tree) == nil)
        #expect(tree.allNodes.contains { $0.frame == CGRect(x: 16, y: 166, width: 361, height: 44) })
    }

    @Test(.design(.compatibility)) func iOS18KeepsTheFieldUnderTheTitle() throws {
        let tree = try tree(Notes())
        #expect(tree.allNodes.contains { $0.frame == CGRect(x: 16, y: 155 + 8, width: 361, height: 36) })
    }
}
