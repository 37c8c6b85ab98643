import LayoutDSL
import Testing

/// The Liquid Glass design's inset grouped list, as iOS 26.4 references measure it
/// (docs/reference/ios26-navigation-bar.md, "The inset grouped list under the bar"; `ListMetrics`):
/// rows 51 pt apart with their text 16 pt inside 16 pt cards, separators 16 pt short of both
/// ends, the first section 14 pt below the top, 35 pt between headerless sections and 57 pt (card
/// to card) across a one-line header written in title case.
@Suite(.design(.liquidGlass))
struct GlassListTests {
    private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    private func row(_ id: String) -> some View { Color.red.frame(height: 20).accessibilityIdentifier(id) }

    @Test func rowsCardsAndSeparators() throws {
        let tree = try resolve(List { Section { row("a"); row("b") } }, 390, 400)
        let cards = tree.allNodes.filter { $0.modifiers.contains("listCard") }
        #expect(cards.map(\.frame) == [rect(16, 14, 358, 51), rect(16, 65, 358, 51)])
        #expect(frame(tree, "a") == rect(32, 29.5, 326, 20))
        let separator = try #require(tree.allNodes.first { $0.type == "Divider" })
        #expect(separator.frame.minX == 32 && separator.frame.maxX == 374 - 16 && separator.frame.maxY == 65)
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
    }
}
