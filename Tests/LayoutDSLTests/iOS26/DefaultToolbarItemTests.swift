@testable import LayoutDSL
import Testing

/// `DefaultToolbarItem` (iOS 26): a system item placed among the app's items, replacing the one
/// the system placed (Apple's documentation of `DefaultToolbarItem.init(kind:placement:)`). On a
/// 393 x 852 pt iPhone the Liquid Glass bottom toolbar's 44 pt items sit in the tab bar's band,
/// 769 to 831 pt (`GlassBottomToolbar`), 28 pt from the sides, their platters 12 pt apart; its search
/// field is 48 pt tall (measured: docs/reference/ios26-navigation-bar.md).
@Suite(.design(.liquidGlass))
struct DefaultToolbarItemTests {
    struct Mailbox: View {
        @State private var query = ""
        var minimizes = false
        var removesSearch = false
        var body: some View {
            NavigationStack {
                Color.clear.accessibilityIdentifier("content")
                    .navigationTitle("Inbox")
                    .searchable(text: $query, prompt: "Find")
                    .searchToolbarBehavior(minimizes ? .minimize : .automatic)
                    .toolbar(removing: removesSearch ? .search : nil)
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Color.red.frame(width: 30, height: 30).accessibilityIdentifier("filter") }
                        DefaultToolbarItem(kind: .search, placement: .bottomBar)
                        ToolbarItem(placement: .bottomBar) { Color.red.frame(width: 30, height: 30).accessibilityIdentifier("compose") }
                    }
            }
        }
    }

    private func tree(_ view: some View) throws -> ResolvedTree {
        let host = ViewHost(view, canvasSize: CGSize(width: 393, height: 852))
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        return try host.update()
    }

    @Test func theSearchFieldMovesIntoTheBottomBarAndFillsIt() throws {
        let tree = try tree(Mailbox())
        // Between the two items' 44 pt slots, 12 pt from each, 48 pt tall in the band.
        #expect(tree.allNodes.contains { $0.frame == CGRect(x: 28 + 44 + 12, y: 776, width: 393 - 2 * 28 - 2 * 44 - 2 * 12, height: 48) })
        let prompt = try #require(tree.allNodes.first { $0.text == "Find" }).frame
        #expect(abs(prompt.midY - 800) < 0.5 && abs(prompt.minX - (28 + 44 + 12 + 20 + 16 + 1.0 / 3 + 10 + 2.0 / 3)) < 0.001)
        // None under the title: the content starts below the large title's 48 pt area.
        #expect(abs(frame(tree, "content").minY - (59 + 44 + 48)) < 0.001)
        #expect(abs(frame(tree, "filter").midX - (28 + 22)) < 0.001 && abs(frame(tree, "compose").midX - (393 - 28 - 22)) < 0.001)
    }

    @Test func minimizedTheSearchIsAButton() throws {
        let tree = try tree(Mailbox(minimizes: true))
        #expect(!tree.allNodes.contains { $0.text == "Find" })
        // A bar button like the others: the three share one platter, 44 pt slots from the leading edge.
        #expect(tree.allNodes.contains { $0.frame == CGRect(x: 28, y: 778, width: 3 * 44, height: 44) })
        #expect(abs(frame(tree, "compose").midX - (28 + 2 * 44 + 22)) < 0.001)
    }

    @Test func removingTheSearchLeavesNoField() throws {
        let tree = try tree(Mailbox(removesSearch: true))
        #expect(!tree.allNodes.contains { $0.text == "Find" })
        #expect(abs(frame(tree, "compose").midX - (28 + 44 + 22)) < 0.001)
    }

    struct PlacedTitle: View {
        var body: some View {
            NavigationStack {
                Color.clear.accessibilityIdentifier("content")
                    .navigationTitle("Calendar")
                    .toolbar { DefaultToolbarItem(kind: .title, placement: .bottomBar) }
            }
        }
    }

    /// The title placed in the bottom bar is drawn there, as the inline title, and not at the top.
    @Test func theTitleGoesWhereItIsPlaced() throws {
        let tree = try tree(PlacedTitle())
        let titles = tree.allNodes.filter { $0.text == "Calendar" }
        #expect(titles.count == 1)
        #expect(abs((titles.first?.frame.midY ?? 0) - 800) < 0.5)
        #expect(abs(frame(tree, "content").minY - (59 + 44)) < 0.001)
    }

    /// In the iOS 18 design the field keeps iOS 18's rounded look in the bottom toolbar.
    @Test(.design(.compatibility)) func theCompatibilityDesignDrawsItsOwnField() throws {
        let tree = try tree(Mailbox())
        #expect(tree.allNodes.contains { $0.frame.height == 36 && abs($0.frame.midY - (852 - 34 - 24.5)) < 0.5 })
        #expect(abs(frame(tree, "content").minY - (59 + 44 + 52)) < 0.001)
    }
}
