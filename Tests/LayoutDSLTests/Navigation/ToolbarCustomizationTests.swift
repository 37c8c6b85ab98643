@testable import LayoutDSL
import Testing

/// Customizable toolbar content, the builder's conditionals, labelled groups and the default
/// items a screen can remove, in a navigation stack on an iPhone 16.
struct ToolbarCustomizationTests {
    private func texts(_ tree: ResolvedTree) -> [String] { tree.allNodes.compactMap(\.text) }

    private struct Customized: View {
        let showsExtra: Bool
        var body: some View {
            NavigationStack {
                Color.red.navigationTitle("Inbox")
                    .toolbar(id: "inbox") {
                        ToolbarItem(id: "compose", placement: .topBarTrailing) { Text("Compose") }
                            .customizationBehavior(.reorderable)
                        ToolbarItem(id: "archive", placement: .topBarTrailing) { Text("Archive") }
                            .defaultCustomization(.hidden)
                        ToolbarItem(id: "filter", placement: .topBarLeading) { Text("Filter") }
                            .defaultCustomization(options: .alwaysAvailable)
                        if showsExtra {
                            ToolbarItem(id: "extra", placement: .topBarLeading) { Text("Extra") }
                        } else {
                            ToolbarItem(id: "other", placement: .topBarLeading) { Text("Other") }
                        }
                        if showsExtra { ToolbarItem(id: "more", placement: .topBarTrailing) { Text("More") } }
                    }
            }
        }
    }

    /// An item hidden by default starts outside the toolbar; the others are drawn; an `if`/`else`
    /// draws its branch and a lone `if` its item only when true.
    @Test(arguments: [false, true])
    func defaultVisibilityAndConditionals(showsExtra: Bool) throws {
        let texts = texts(try iPhone16Host(Customized(showsExtra: showsExtra)).update())
        #expect(texts.contains("Compose") && texts.contains("Filter"))
        #expect(!texts.contains("Archive"))
        #expect(texts.contains("Extra") == showsExtra && texts.contains("Other") == !showsExtra)
        #expect(texts.contains("More") == showsExtra)
    }

    @available(*, deprecated)
    @Test func itemsKeepTheirIdentifiers() throws {
        #expect(ToolbarItem(id: "compose") { Text("Compose") }.id == "compose")
        let hidden = ToolbarItem(id: "archive", showsByDefault: false) { Text("Archive") }
        #expect(hidden.toolbarEntries.isEmpty)
        #expect(ToolbarItem(id: "archive", showsByDefault: true) { Text("Archive") }.toolbarEntries.count == 1)
    }

    /// A labelled group shows its items in an iPhone's bar, not its label.
    @Test func labelledGroupShowsItsItems() throws {
        let tree = try iPhone16Host(NavigationStack {
            Color.red.navigationTitle("Text")
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Text("Bold"); Text("Italic")
                    } label: {
                        Text("Format")
                    }
                }
        }).update()
        let bold = try #require(tree.allNodes.first { $0.text == "Bold" })
        let italic = try #require(tree.allNodes.first { $0.text == "Italic" })
        #expect(bold.frame.maxX < italic.frame.minX && bold.frame.midY == italic.frame.midY)
        #expect(!texts(tree).contains("Format"))
    }

    /// `toolbar(removing: .title)` draws no title, inline or large (the bar stays: content starts
    /// 44 pt below the 59 pt inset, where iOS 18's large title would push it to 155).
    @Test(.design(.compatibility)) func removingTheTitle() throws {
        let content = Color.red.accessibilityIdentifier("content")
        let kept = try iPhone16Host(NavigationStack { content.navigationTitle("Inbox").toolbar(removing: nil) }).update()
        #expect(texts(kept).contains("Inbox") && frame(kept, "content").minY == 155)
        let removed = try iPhone16Host(NavigationStack { content.navigationTitle("Inbox").toolbar(removing: .title) }).update()
        #expect(!texts(removed).contains("Inbox"))
        #expect(frame(removed, "content").minY == 103)
        let toggle = try iPhone16Host(NavigationStack { content.navigationTitle("Inbox").toolbar(removing: .sidebarToggle) }).update()
        #expect(toggle.allNodes.map(\.frame) == kept.allNodes.map(\.frame))
    }

    /// iOS 18's `toolbarVisibility(_:for:)` hides the bar as `toolbar(_:for:)` does.
    @Test func toolbarVisibilityHidesTheBar() throws {
        let content = Color.red.accessibilityIdentifier("content")
        let hidden = try iPhone16Host(NavigationStack {
            content.navigationTitle("Inbox").toolbarVisibility(.hidden, for: .navigationBar)
        }).update()
        #expect(frame(hidden, "content").minY == 59)
        #expect(!texts(hidden).contains("Inbox"))
    }
}
