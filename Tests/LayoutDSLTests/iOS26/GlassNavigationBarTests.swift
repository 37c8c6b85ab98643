@testable import LayoutDSL
import Testing

/// The Liquid Glass navigation bar's items (docs/reference/ios26-navigation-bar.md): 44 pt glass
/// platters 16 pt from the sides, an image item in a 44 pt slot, a title item 16 pt wider than its
/// label each side, the items of a group on one platter, a spacer or a prominent item starting
/// another 12 pt away.
struct GlassNavigationBarTests {
    private func icon(_ id: String) -> some View { Color.red.frame(width: 30, height: 30).accessibilityIdentifier(id) }

    private func tree(design: SystemDesign = .liquidGlass, @ToolbarContentBuilder _ items: () -> some ToolbarContent) throws -> ResolvedTree {
        let toolbar = items()
        return try resolve(NavigationStack { Color.clear.toolbar { toolbar } }.environment(\.systemDesign, design), 393, 400)
    }

    @Test func anImageItemSitsInA44PointSlot16PointsFromTheEdge() throws {
        let tree = try tree { ToolbarItem(placement: .topBarTrailing) { icon("a") } }
        let item = frame(tree, "a")
        #expect(abs(item.minX - (393 - 16 - 44 + 7)) < 0.001 && abs(item.minY - 7) < 0.001, "\(item)")
        let leading = try self.tree { ToolbarItem(placement: .topBarLeading) { icon("a") } }
        #expect(abs(frame(leading, "a").minX - (16 + 7)) < 0.001)
    }

    @Test func aTitleItemIsPadded16PointsEachSide() throws {
        let tree = try tree { ToolbarItem(placement: .topBarTrailing) { Text("Reset").accessibilityIdentifier("t") } }
        let label = frame(tree, "t")
        #expect(abs(label.maxX - (393 - 16 - 16)) < 0.001)
        #expect(abs(label.midY - (22)) < 0.001)
    }

    @Test func aGroupSharesAPlatterAndASpacerSplitsIt() throws {
        let shared = try tree {
            ToolbarItemGroup(placement: .topBarTrailing) { icon("a"); icon("b") }
        }
        #expect(abs(frame(shared, "b").minX - (393 - 16 - 44 + 7)) < 0.001)
        #expect(abs(frame(shared, "a").minX - (393 - 16 - 88 + 7)) < 0.001)
        let split = try tree {
            ToolbarItem(placement: .topBarTrailing) { icon("a") }
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
            ToolbarItem(placement: .topBarTrailing) { icon("b") }
        }
        #expect(abs(frame(split, "a").minX - (393 - 16 - 44 - 12 - 44 + 7)) < 0.001)
        let prominent = try tree {
            ToolbarItem(placement: .topBarTrailing) { icon("a") }
            ToolbarItem(placement: .confirmationAction) { icon("b") }
        }
        #expect(abs(frame(prominent, "a").minX - (393 - 16 - 44 - 12 - 44 + 7)) < 0.001)
    }

    /// A bar button item takes touches across its whole slot, not only on its label: two image
    /// buttons on one platter (slots 333…377 and 289…333 pt), each tapped 2 pt inside its slot's
    /// outer edge, far from its 16 pt image.
    @Test func aTouchAnywhereInAnItemsSlotIsTheItems() throws {
        final class Log { var taps: [String] = [] }
        let log = Log()
        let view = NavigationStack {
            Color.clear.toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button { log.taps.append("share") } label: { Color.red.frame(width: 16, height: 16) }
                    Button { log.taps.append("more") } label: { Color.blue.frame(width: 16, height: 16) }
                }
            }
        }
        .environment(\.systemDesign, .liquidGlass)
        let host = ViewHost(view, canvasSize: CGSize(width: 393, height: 400))
        _ = try host.update()
        _ = try host.tap(at: CGPoint(x: 393 - 16 - 2, y: 22))
        _ = try host.tap(at: CGPoint(x: 393 - 16 - 88 + 2, y: 2))
        // Between the platter's two slots the trailing one's edge: 333 belongs to "more".
        _ = try host.tap(at: CGPoint(x: 333.5, y: 40))
        #expect(log.taps == ["more", "share", "more"])
        // Outside the platter nothing is tapped.
        _ = try host.tap(at: CGPoint(x: 200, y: 22))
        #expect(log.taps.count == 3)
    }

    @Test func theCompatibilityDesignKeepsIOS18Items() throws {
        let tree = try tree(design: .compatibility) { ToolbarItem(placement: .topBarTrailing) { icon("a") } }
        #expect(abs(frame(tree, "a").maxX - (393 - 16)) < 0.001)
    }
}
