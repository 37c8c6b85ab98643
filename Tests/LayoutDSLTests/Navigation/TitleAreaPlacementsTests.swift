@testable import LayoutDSL
import Testing

/// iOS 26's title-area toolbar placements: a `.title` item's view takes the inline title's place,
/// `.largeTitle` the large title's, `.subtitle` and `.largeSubtitle` the subtitle's, each over the
/// text `navigationTitle(_:)` and `navigationSubtitle(_:)` give ("takes precedence over the value
/// provided to the `View.navigationTitle(_:)` modifier", Apple's documentation of each placement),
/// in the style the text would have: a subtitle item's text is 11 pt.
@Suite(.design(.liquidGlass))
struct TitleAreaPlacementsTests {
    struct Screen: View {
        let mode: NavigationBarItem.TitleDisplayMode
        var body: some View {
            NavigationStack {
                ScrollView { Color.red.frame(height: 300) }
                    .navigationTitle("Title")
                    .navigationSubtitle("Subtitle")
                    .navigationBarTitleDisplayMode(mode)
                    .toolbar {
                        ToolbarItem(placement: .title) { Text("Inline Title") }
                        ToolbarItem(placement: .subtitle) { Text("Inline Subtitle") }
                        ToolbarItem(placement: .largeTitle) { Text("Large Title") }
                        ToolbarItem(placement: .largeSubtitle) { Text("Large Subtitle") }
                    }
            }
        }
    }

    func texts(_ mode: NavigationBarItem.TitleDisplayMode) throws -> [String: CGRect] {
        let tree = try iPhone16Host(Screen(mode: mode)).update()
        return Dictionary(tree.allNodes.compactMap { node in node.text.map { ($0, node.frame) } }, uniquingKeysWith: { a, _ in a })
    }

    @Test func inlineItemsReplaceTheInlineTitleAndSubtitle() throws {
        let texts = try texts(.inline)
        #expect(Set(texts.keys) == ["Inline Title", "Inline Subtitle"])
        let title = try #require(texts["Inline Title"]), subtitle = try #require(texts["Inline Subtitle"])
        // Centred in the bar's row under the 59 pt inset, the subtitle below the title, 11 pt.
        #expect(abs(title.midX - 196.5) < 0.5 && abs(subtitle.midX - 196.5) < 0.5 && subtitle.minY > title.minY)
        #expect(subtitle.height > 12 && subtitle.height < 15 && title.minY > 59 && subtitle.maxY < 59 + 44, "\(title) \(subtitle)")
    }

    @Test func largeItemsReplaceTheLargeTitleAndSubtitle() throws {
        let texts = try texts(.large)
        #expect(Set(texts.keys) == ["Large Title", "Large Subtitle"])
        let title = try #require(texts["Large Title"]), subtitle = try #require(texts["Large Subtitle"])
        // On the 16 pt margin under the row; the title in the large title's 34 pt bold (a 41 pt line).
        #expect(title.minX == 16 && subtitle.minX == 16 && title.height > 40 && subtitle.height < 15, "\(title) \(subtitle)")
        #expect(title.minY > 59 + 44 && subtitle.minY > title.minY)
    }
}
