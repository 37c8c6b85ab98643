import LayoutDSL
import Testing

/// The Liquid Glass design's lists, as iOS 26 references measure them (docs/reference/ios26-design.md,
/// "Lists and forms"; `ListMetrics`): content 16 pt from a row's sides and 15 pt from its top and
/// bottom, rows at least a body line's leading within those (52 pt at the Large text size, 51 at
/// Medium), 1 pt separators; inset grouped cards 16 pt from the list's sides, separators 16 pt
/// short of both ends, the first section 14 pt below the top, 35 pt between headerless sections
/// and 57 pt (card to card) across a one-line header written in title case.
@Suite(.design(.liquidGlass))
struct GlassListTests {
    private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    private func row(_ id: String) -> some View { Color.red.frame(height: 20).accessibilityIdentifier(id) }

    @Test func rowsCardsAndSeparators() throws {
        let tree = try resolve(List { Section { row("a"); row("b") } }, 390, 400)
        let cards = tree.allNodes.filter { $0.modifiers.contains("listCard") }
        #expect(cards.map(\.frame) == [rect(16, 14, 358, 52), rect(16, 66, 358, 52)])
        #expect(frame(tree, "a") == rect(32, 30, 326, 20))
        let separator = try #require(tree.allNodes.first { $0.type == "Divider" })
        #expect(separator.frame == rect(32, 65, 374 - 16 - 32, 1))
    }

    /// A plain list (scout@c6218f7, iOS 26.5, Large): rows 52 pt apart from the list's top, their
    /// content 16 pt in, a 1 pt separator in each row's last point from the text to the edge.
    @Test func plainRowsAndSeparators() throws {
        let tree = try resolve(List { row("a"); row("b") }.listStyle(.plain), 393, 400)
        #expect(frame(tree, "a") == rect(16, 16, 361, 20) && frame(tree, "b") == rect(16, 68, 361, 20))
        let separators = tree.allNodes.filter { $0.type == "Divider" }.map(\.frame)
        #expect(separators == [rect(16, 51, 377, 1), rect(16, 103, 377, 1)])
    }

    /// Rows taller than the least height keep 15 pt above and below their content: Definery's
    /// cards (Definery@1021b76, iOS 26.1) are 15 pt below the list's top and 30 pt apart, 16 pt
    /// from its sides.
    @Test func tallRowsKeepTheirInsets() throws {
        let tree = try resolve(List {
            ForEach(0..<2) { Color.gray.frame(height: 121).accessibilityIdentifier("card\($0)").listRowSeparator(.hidden) }
        }.listStyle(.plain), 393, 400)
        #expect(frame(tree, "card0") == rect(16, 15, 361, 121) && frame(tree, "card1") == rect(16, 166, 361, 121))
    }

    /// The least height follows the text size: a body line's leading in Apple's Dynamic Type table
    /// (21, 22, 24 pt) and the 30 pt of insets; 51 pt at Medium as home-assistant's iOS 26 rows,
    /// 52 pt at Large as scout's and AccessibilitySnapshot's.
    @Test(arguments: [(DynamicTypeSize.medium, 51.0), (.large, 52), (.xLarge, 54)])
    func theLeastHeightFollowsTheTextSize(_ size: DynamicTypeSize, _ height: CGFloat) throws {
        let tree = try resolve(List { row("a"); row("b") }.listStyle(.plain).dynamicTypeSize(size), 393, 400)
        #expect(frame(tree, "b").minY - frame(tree, "a").minY == height)
    }

    @Test func sectionsAndTitleCaseHeaders() throws {
        let tree = try resolve(List {
            Section { row("a") }
            Section { row("b") }
            Section("Swipe left") { row("c") }
        }, 390, 600)
        let cards = tree.allNodes.filter { $0.modifiers.contains("listCard") }.map(\.frame)
        #expect(cards.count == 3)
        #expect(cards[1].minY - cards[0].maxY == 35)
        #expect(abs(cards[2].minY - cards[1].maxY - 57) < 0.5, "\(cards)")
        #expect(tree.allNodes.contains { $0.text == "Swipe left" })
        #expect(!tree.allNodes.contains { $0.text == "SWIPE LEFT" })
    }

    /// Under a bar the first card starts 14 pt below its row; under a large title 62 pt below it
    /// (the title's 48 pt area, then the 14): on an iPhone 16, 103 + 14 and 103 + 62.
    @Test func theFirstSectionUnderTheBar() throws {
        func firstCard(_ title: String, _ mode: NavigationBarItem.TitleDisplayMode) throws -> CGRect {
            let tree = try iPhone16Host(NavigationStack {
                List { Section { row("a") } }.navigationTitle(title).navigationBarTitleDisplayMode(mode)
            }).update()
            return try #require(tree.allNodes.first { $0.modifiers.contains("listCard") }).frame
        }
        #expect(try firstCard("Gestures", .inline).minY == 103 + 14)
        #expect(try firstCard("Servers", .large).minY == 103 + 62)
    }

    @Test func theIOS18DesignKeepsItsMetrics() throws {
        let tree = try resolve(List { Section { row("a") } }.environment(\.systemDesign, .compatibility), 390, 400)
        #expect(tree.allNodes.first { $0.modifiers.contains("listCard") }?.frame == rect(16, 35, 358, 44))
        let plain = try resolve(List { row("a"); row("b") }.listStyle(.plain).environment(\.systemDesign, .compatibility), 390, 400)
        #expect(frame(plain, "a") == rect(20, 12, 350, 20) && frame(plain, "b").minY == 56)
        #expect(plain.allNodes.first { $0.type == "Divider" }?.frame == rect(20, 43, 370, 1))
    }
}
