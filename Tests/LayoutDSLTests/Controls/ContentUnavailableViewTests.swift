@testable import LayoutDSL
import Testing

/// `ContentUnavailableView` fills what it is offered and centres an icon over a title over a
/// description; `.search(text:)` spells iOS 17's strings.
struct ContentUnavailableViewTests {
    @Test func fillsItsProposalAndStacksIconTitleDescription() throws {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
            .accessibilityIdentifier("placeholder")
        let tree = try resolve(view, 300, 400)
        #expect(frame(tree, "placeholder") == rect(0, 0, 300, 400))
        let title = try #require(tree.allNodes.first { $0.text == "No Mail" })
        let description = try #require(tree.allNodes.first { $0.text == "New mail appears here." })
        // The symbol: the topmost drawn leaf.
        let icon = try #require(tree.allNodes.filter { $0.children.isEmpty }.min { $0.frame.minY < $1.frame.minY })
        #expect(icon.frame.maxY < title.frame.minY)
        #expect(abs(title.frame.midX - 150) < 0.5)
        #expect(abs(description.frame.midX - 150) < 0.5)
        #expect(abs(icon.frame.midX - 150) < 0.5)
        // Icon, then 10 pt, then the title; the description follows it as text follows text in
        // a stack, at the title font's leading: none (docs/typography.md §3).
        #expect(abs(title.frame.minY - icon.frame.maxY - 10) < 0.5)
        #expect(abs(description.frame.minY - title.frame.maxY) < 0.001)
        // The group is centred vertically.
        #expect(abs((icon.frame.minY + description.frame.maxY) / 2 - 200) < 1)
    }

    @Test func titleIsBolderAndLargerThanTheDescription() throws {
        let view = ContentUnavailableView("Offline", systemImage: "wifi.slash", description: Text("Offline"))
        let tree = try resolve(view, 300, 400)
        let texts = tree.allNodes.filter { $0.text == "Offline" }.sorted { $0.frame.minY < $1.frame.minY }
        try #require(texts.count == 2)
        // .title2 (22 pt) over .subheadline (15 pt): one line of each, size × 2444/2048.
        #expect(texts[0].frame.height == (22 * 2444 / 2048).rounded(.up))
        #expect(texts[1].frame.height == (15 * 2444 / 2048).rounded(.up))
    }

    @Test func searchSpellsIOSStrings() throws {
        let tree = try resolve(ContentUnavailableView.search(text: "kale"), 300, 400)
        let texts = Set(tree.allNodes.compactMap(\.text))
        #expect(texts.contains("No Results for “kale”"))
        #expect(texts.contains("Check the spelling or try a new search."))
        let plain = try resolve(ContentUnavailableView.search, 300, 400)
        #expect(plain.allNodes.contains { $0.text == "No Results" })
        let empty = try resolve(ContentUnavailableView.search(text: ""), 300, 400)
        #expect(empty.allNodes.contains { $0.text == "No Results" })
    }

    @Test func actionsGoBelowTheDescription() throws {
        let view = ContentUnavailableView {
            Label("No Photos", systemImage: "photo")
        } description: {
            Text("Take a picture.")
        } actions: {
            Button("Open Camera") {}
        }
        let tree = try resolve(view, 300, 400)
        let description = try #require(tree.allNodes.first { $0.text == "Take a picture." })
        let action = try #require(tree.allNodes.first { $0.text == "Open Camera" })
        #expect(action.frame.minY >= description.frame.maxY + 20)
    }
}
