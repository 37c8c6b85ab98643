import LayoutDSL
import Testing

/// iOS 18's tab content: `Tab` values select by their value (inferred from the selection's
/// type), their labels fill the bar in order through sections and loops, and the modifiers of
/// `TabContent` badge, hide and keep their settings.
struct TabTests {
    enum Screen: Hashable { case home, inbox, library, search }

    func labels(_ tree: ResolvedTree) -> [String] {
        let names: Set = ["Home", "Inbox", "Saved", "Recent", "Search", "Secret"]
        return tree.allNodes.compactMap(\.text).filter(names.contains)
    }

    /// In iOS 18's bar, where the search tab shows its title (iOS 26 draws its image alone: GlassSearchTabTests).
    @Test(.design(.compatibility)) func tabContentMakesTheBarInOrder() throws {
        struct App: View {
            @State var selection = Screen.inbox
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Home", systemImage: "house", value: .home) { Color.red.accessibilityIdentifier("home") }
                    Tab("Inbox", systemImage: "tray", value: .inbox) { Color.blue.accessibilityIdentifier("inbox") }
                        .badge(3)
                        .customizationID("inbox")
                    TabSection("Library") {
                        ForEach(["Saved", "Recent"], id: \.self) { name in
                            Tab(name, systemImage: "book", value: Screen.library) { Color.green }
                        }
                    }
                    Tab("Secret", systemImage: "lock", value: .home) { Color.black }
                        .defaultVisibility(.hidden, for: .tabBar)
                    Tab(value: .search, role: .search) { Color.gray }
                }
                .tabViewStyle(.sidebarAdaptable)
            }
        }
        let tree = try ViewHost(App(), canvasSize: CGSize(width: 400, height: 800)).update()
        #expect(tree.node(id: "inbox") != nil && tree.node(id: "home") == nil)
        #expect(labels(tree) == ["Home", "Inbox", "Saved", "Recent", "Search"])
        #expect(tree.allNodes.contains { $0.text == "3" })
    }

    /// Tabs without values select by position, as views without tags do.
    @Test func tabsWithoutValuesShowTheFirst() throws {
        let tree = try ViewHost(TabView {
            Tab("Home", systemImage: "house") { Color.red.accessibilityIdentifier("home") }
            Tab("Inbox", systemImage: "tray") { Color.blue.accessibilityIdentifier("inbox") }.hidden(false)
        }, canvasSize: CGSize(width: 400, height: 800)).update()
        #expect(tree.node(id: "home") != nil && tree.node(id: "inbox") == nil)
        #expect(labels(tree) == ["Home", "Inbox"])
    }

    @Test func customizationKeepsItsSettingsThroughCoding() throws {
        var customization = TabViewCustomization()
        customization[sidebarVisibility: "inbox"] = .hidden
        customization[tab: "home"].sidebarVisibility = .visible
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(customization))
        #expect(decoded == customization)
        #expect(decoded[sidebarVisibility: "inbox"] == .hidden && decoded[tab: "home"].sidebarVisibility == .visible)
        #expect(decoded[tab: "other"].tabBarVisibility == .automatic && decoded[sectionID: "library"] == nil)
    }

    @Test func tabValuesSelect() throws {
        struct App: View {
            @State var selection = "b"
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Alpha", systemImage: "house", value: "a") { Color.red.accessibilityIdentifier("alpha") }
                    Tab("Beta", systemImage: "bell", value: "b") { Color.blue.accessibilityIdentifier("beta") }
                        .badge("New")
                }
            }
        }
        let tree = try ViewHost(App(), canvasSize: CGSize(width: 400, height: 800)).update()
        #expect(tree.node(id: "beta") != nil && tree.node(id: "alpha") == nil)
        #expect(tree.allNodes.contains { $0.text == "Alpha" } && tree.allNodes.contains { $0.text == "New" })
        // The content ends above the floating bar: 62 pt and its 8 pt margin on a screen without a home indicator.
        #expect(frame(tree, "beta") == rect(0, 0, 400, 800 - 70))
    }

    /// A selection no tab has shows the first tab rather than nothing.
    @Test func unknownSelectionShowsFirstTab() throws {
        let tree = try ViewHost(TabView(selection: .constant(9)) {
            Color.red.accessibilityIdentifier("first").tag(0)
            Color.blue.accessibilityIdentifier("second").tag(1)
        }, canvasSize: CGSize(width: 400, height: 800)).update()
        #expect(tree.node(id: "first") != nil)
    }
}
