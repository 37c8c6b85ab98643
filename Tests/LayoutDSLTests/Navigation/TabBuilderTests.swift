import LayoutDSL
import Testing

/// `TabContentBuilder`'s conditionals, tabs without a label, and tabs and sections in a tab view
/// whose selection is optional.
struct TabBuilderTests {
    enum Screen: Hashable { case home, inbox, archive }

    private func texts(_ tree: ResolvedTree) -> [String] { tree.allNodes.compactMap(\.text) }

    struct Conditional: View {
        let showsInbox: Bool
        let showsArchive: Bool
        @State var selection = Screen.home
        var body: some View {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: .home) { Color.red.accessibilityIdentifier("home") }
                if showsInbox {
                    Tab("Inbox", systemImage: "tray", value: .inbox) { Color.blue }
                } else {
                    Tab("Drafts", systemImage: "doc", value: .inbox) { Color.blue }
                }
                if showsArchive { Tab("Archive", systemImage: "archivebox", value: .archive) { Color.green } }
            }
        }
    }

    /// An `if`/`else` gives the tab bar its branch's tab, a lone `if` its tab only when true.
    @Test(arguments: [(false, false), (true, true), (true, false)])
    func conditionalTabs(showsInbox: Bool, showsArchive: Bool) throws {
        let tree = try ViewHost(Conditional(showsInbox: showsInbox, showsArchive: showsArchive),
                                canvasSize: CGSize(width: 400, height: 800)).update()
        let names = texts(tree).filter { ["Home", "Inbox", "Drafts", "Archive"].contains($0) }
        #expect(names == ["Home", showsInbox ? "Inbox" : "Drafts"] + (showsArchive ? ["Archive"] : []))
        #expect(tree.node(id: "home") != nil)
    }

    /// In a tab view with an optional selection, `Tab(value:)` and `TabSection` take the
    /// non-optional values and select by them; a tab without a label has an empty item.
    @Test func optionalSelectionAndUnlabelledTabs() throws {
        struct App: View {
            @State var selection: Screen? = .inbox
            var body: some View {
                TabView(selection: $selection) {
                    Tab(value: Screen.home) { Color.red.accessibilityIdentifier("home") }
                    TabSection("Mail") {
                        Tab(value: Screen.inbox) { Color.blue.accessibilityIdentifier("inbox") } label: { Text("Inbox") }
                    }
                }
            }
        }
        let tree = try ViewHost(App(), canvasSize: CGSize(width: 400, height: 800)).update()
        #expect(tree.node(id: "inbox") != nil && tree.node(id: "home") == nil)
        #expect(texts(tree).contains("Inbox"))
    }

    @Test func tabsWithoutValues() throws {
        let tree = try ViewHost(TabView {
            Tab { Color.red.accessibilityIdentifier("first") }
            Tab { Color.blue } label: { Text("Second") }
        }, canvasSize: CGSize(width: 400, height: 800)).update()
        #expect(tree.node(id: "first") != nil)
        #expect(texts(tree).contains("Second"))
    }
}
