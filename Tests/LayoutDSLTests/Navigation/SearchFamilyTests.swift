@testable import LayoutDSL
import Testing

/// The search modifiers that act only while a search is presented (scopes, suggestions, the
/// `isPresented` binding) leave a rendered screen as iOS shows it before the field is tapped.
struct SearchFamilyTests {
    enum Scope: Hashable { case all, unread }

    struct Screen: View {
        let decorated: Bool
        @State private var text = ""
        @State private var scope = Scope.all
        @State private var presented = false
        @Environment(\.isSearching) private var isSearching

        var body: some View {
            NavigationStack {
                List { Text(isSearching ? "searching" : "idle") }
                    .navigationTitle("Mail")
                    .modifier(Decorations(enabled: decorated, text: $text, scope: $scope, presented: $presented))
            }
        }
    }

    struct Decorations: ViewModifier {
        let enabled: Bool
        @Binding var text: String
        @Binding var scope: Scope
        @Binding var presented: Bool

        func body(content: Content) -> some View {
            if enabled {
                content
                    .searchable(text: $text, isPresented: $presented, prompt: "Search")
                    .searchScopes($scope) { Text("All").tag(Scope.all); Text("Unread").tag(Scope.unread) }
                    .searchSuggestions { Text("from:maya").searchCompletion("from:maya") }
            } else {
                content.searchable(text: $text, prompt: "Search")
            }
        }
    }

    @Test func presentationOnlyModifiersDrawNothing() throws {
        let plain = try resolve(Screen(decorated: false), 393, 600)
        let decorated = try resolve(Screen(decorated: true), 393, 600)
        #expect(decorated.allNodes.map(\.frame) == plain.allNodes.map(\.frame))
        #expect(decorated.allNodes.contains { $0.text == "idle" })
        #expect(!decorated.allNodes.contains { $0.text == "Unread" || $0.text == "from:maya" })
    }
}
