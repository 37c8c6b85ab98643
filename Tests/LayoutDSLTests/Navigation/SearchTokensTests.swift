@testable import LayoutDSL
import Testing

/// `searchable` with tokens: the field shows each token in a chip before the text, and the
/// prompt only while it holds neither.
struct SearchTokensTests {
    struct Token: Identifiable { let id: Int; let name: String }

    struct Screen: View {
        @State var text: String
        @State var tokens: [Token]
        let editable: Bool

        var body: some View {
            NavigationStack {
                if editable {
                    Color.red.navigationTitle("Mail")
                        .searchable(text: $text, editableTokens: $tokens, prompt: "Search mail") { $token in
                            Text(token.name + "!")
                        }
                } else {
                    Color.red.navigationTitle("Mail")
                        .searchable(text: $text, tokens: $tokens, suggestedTokens: .constant([Token(id: 9, name: "Later")]),
                                    prompt: "Search mail") { Text($0.name) }
                }
            }
        }
    }

    private func node(_ tree: ResolvedTree, _ text: String) throws -> ResolvedNode {
        try #require(tree.allNodes.first { $0.text == text })
    }

    @Test func tokensComeBeforeTheTextInChips() throws {
        let tokens = [Token(id: 1, name: "Unread"), Token(id: 2, name: "Flagged")]
        let tree = try iPhone16Host(Screen(text: "maya", tokens: tokens, editable: false)).update()
        let unread = try node(tree, "Unread"), flagged = try node(tree, "Flagged"), typed = try node(tree, "maya")
        #expect(unread.frame.maxX < flagged.frame.minX && flagged.frame.maxX < typed.frame.minX)
        // The field is the bottom toolbar's 48 pt capsule (Liquid Glass); each chip is 28 pt, centred in it.
        let field = try #require(tree.allNodes.first { $0.frame.height == 48 && $0.frame.contains(typed.frame) })
        let chip = try #require(tree.allNodes.first { $0.frame.height == 28 && $0.frame.contains(unread.frame) })
        #expect(chip.frame.minY == field.frame.minY + 10)
        #expect(!tree.allNodes.contains { $0.text == "Search mail" || $0.text == "Later" })
    }

    @Test func thePromptShowsOnlyWithoutTokensOrText() throws {
        let empty = try iPhone16Host(Screen(text: "", tokens: [], editable: false)).update()
        #expect(empty.allNodes.contains { $0.text == "Search mail" })
        let tokenOnly = try iPhone16Host(Screen(text: "", tokens: [Token(id: 1, name: "Unread")], editable: false)).update()
        #expect(!tokenOnly.allNodes.contains { $0.text == "Search mail" })
        #expect(tokenOnly.allNodes.contains { $0.text == "Unread" })
    }

    /// Editable tokens are drawn from a binding to each.
    @Test func editableTokensDrawFromTheirBindings() throws {
        let tree = try iPhone16Host(Screen(text: "", tokens: [Token(id: 1, name: "Unread")], editable: true)).update()
        #expect(tree.allNodes.contains { $0.text == "Unread!" })
    }

    @Test func elementBindingsWriteBackInPlace() {
        var storage = [1, 2, 3]
        let binding = Binding(get: { storage }, set: { storage = $0 })
        binding.elementBindings[1].wrappedValue = 20
        #expect(storage == [1, 20, 3])
    }
}
