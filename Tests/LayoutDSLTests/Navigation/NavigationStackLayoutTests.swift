import LayoutDSL
import Testing

/// Where a navigation stack puts its content on an iPhone 16 (393×852, safe area 59/34):
/// below the 44 pt bar, the 52 pt large-title area and the search field's 52 pt, above the
/// 49 pt bottom toolbar.
@Suite(.design(.compatibility))
struct NavigationStackLayoutTests {
    private func tree<V: View>(_ view: V) throws -> ResolvedTree {
        let host = ViewHost(view, canvasSize: CGSize(width: 393, height: 852))
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        return try host.update()
    }

    private var content: some View { Color.red.accessibilityIdentifier("content") }

    /// The bar shows when it has something to show (docs/swiftui-layout-rules.md, R27): a root
    /// with no title, no item in the bar and no search field has none, and its content starts at
    /// the safe area; a title, a bar item, `toolbar(.visible, for: .navigationBar)` or a screen
    /// below (the back button) put the content below the 44 pt bar.
    @Test func contentBelowTheBarWhenItHasSomethingToShow() throws {
        let bare = try tree(NavigationStack { content })
        #expect(frame(bare, "content") == rect(0, 59, 393, 852 - 59 - 34))
        let item = try tree(NavigationStack { content.toolbar { Button("Add") {} } })
        #expect(frame(item, "content") == rect(0, 103, 393, 852 - 103 - 34))
        let visible = try tree(NavigationStack { content.toolbar(.visible, for: .navigationBar) })
        #expect(frame(visible, "content") == rect(0, 103, 393, 852 - 103 - 34))
        let pushed = try tree(NavigationStack {
            Color.blue.navigationTitle("Root").navigationDestination(isPresented: .constant(true)) { content }
        })
        #expect(frame(pushed, "content") == rect(0, 103, 393, 852 - 103 - 34))
    }

    /// The iOS reference of R27's third source: a `NavigationView` list whose root sets no
    /// title, on an iPhone 13 Pro (390 × 844, safe area 47/34): its first row starts at the
    /// inset, its text's line centred in the 44-point row, 11 to 12 points lower (cap top at about
    /// 63), with no bar above it (a bar would put it 44 points lower).
    @Test func untitledNavigationViewListStartsAtTheInset() throws {
        let host = ViewHost(NavigationView { List { Text("Row") }.listStyle(.plain) }, canvasSize: CGSize(width: 390, height: 844))
        host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let text = try #require(try host.update().allNodes.first { $0.text == "Row" })
        #expect(text.frame.minY >= 47 + 11 && text.frame.minY <= 47 + 12)
    }

    @Test func largeTitleAreaAboveStaticContent() throws {
        let stack = try tree(NavigationStack { content.navigationTitle("Title") })
        #expect(frame(stack, "content") == rect(0, 155, 393, 852 - 155 - 34))
        let inline = try tree(NavigationStack { content.navigationTitle("Title").navigationBarTitleDisplayMode(.inline) })
        #expect(frame(inline, "content") == rect(0, 103, 393, 852 - 103 - 34))
    }

    /// iOS 13's `NavigationLink(destination:tag:selection:)`: the destination shows while the
    /// selection is the link's tag, and tapping the link selects it.
    @Test func taggedLinkFollowsTheSelection() throws {
        struct Links: View {
            @State var selection: Int?
            var body: some View {
                NavigationView {
                    VStack {
                        NavigationLink(destination: Color.green.accessibilityIdentifier("one"), tag: 1, selection: $selection) { Text("One") }
                            .accessibilityIdentifier("link1")
                        NavigationLink(destination: Color.blue.accessibilityIdentifier("two"), tag: 2, selection: $selection) { Text("Two") }
                    }
                }
            }
        }
        let host = ViewHost(Links(), canvasSize: CGSize(width: 393, height: 852))
        let before = try host.update()
        #expect(before.node(id: "one") == nil && before.node(id: "two") == nil)
        let link = try #require(before.node(id: "link1"))
        let after = try host.tap(at: CGPoint(x: link.frame.midX, y: link.frame.midY))
        #expect(after.node(id: "one") != nil && after.node(id: "two") == nil)
    }

    @Test func searchFieldUnderTheTitle() throws {
        struct Searching: View {
            @State var query = ""
            var body: some View {
                NavigationStack { Color.red.accessibilityIdentifier("content").navigationTitle("Notes").searchable(text: $query) }
            }
        }
        #expect(frame(try tree(Searching()), "content").minY == 155 + 52)
    }

    /// `searchable` applied to the stack itself (outside its screens) is its root screen's field,
    /// as on iOS; a pushed screen has none of its own.
    @Test func searchableOnTheStackIsTheRootScreens() throws {
        struct Searching: View {
            @State var query = ""
            @State var path: [Int]
            var body: some View {
                NavigationStack(path: $path) {
                    Color.red.accessibilityIdentifier("content").navigationTitle("Notes")
                        .navigationDestination(for: Int.self) { _ in Color.blue.accessibilityIdentifier("pushed").navigationTitle("Note") }
                }
                .searchable(text: $query, prompt: "Find")
            }
        }
        let root = try tree(Searching(path: []))
        #expect(abs(frame(root, "content").minY - (155 + 52)) < 0.001)
        #expect(root.allNodes.contains { $0.text == "Find" })
        // The pushed screen's large title, without the field's 52 pt.
        let pushed = try tree(Searching(path: [1]))
        #expect(!pushed.allNodes.contains { $0.text == "Find" } && abs(frame(pushed, "pushed").minY - 155) < 0.001)
    }

    /// On a tab view, `searchable` is its search tab's (Apple's documentation of `TabRole.search`);
    /// without a search tab, every tab's.
    @Test func searchableOnATabViewGoesToItsSearchTab() throws {
        struct Tabs: View {
            let withSearchTab: Bool
            @State var tab: Int
            @State var query = ""
            var body: some View {
                TabView(selection: $tab) {
                    Tab("Home", systemImage: "house", value: 0) { NavigationStack { Color.red.navigationTitle("Home") } }
                    if withSearchTab {
                        Tab(value: 1, role: .search) { NavigationStack { Color.red.navigationTitle("Search") } }
                    }
                }
                .searchable(text: $query, prompt: "Find")
            }
        }
        func prompts(_ view: Tabs) throws -> Int { try tree(view).allNodes.filter { $0.text == "Find" }.count }
        #expect(try prompts(Tabs(withSearchTab: true, tab: 1)) == 1)
        #expect(try prompts(Tabs(withSearchTab: true, tab: 0)) == 0)
        #expect(try prompts(Tabs(withSearchTab: false, tab: 0)) == 1)
    }

    @Test func hiddenBarGivesTheSpaceBack() throws {
        let stack = try tree(NavigationStack { content.navigationTitle("Title").toolbar(.hidden, for: .navigationBar) })
        #expect(frame(stack, "content") == rect(0, 59, 393, 852 - 59 - 34))
    }

    /// The iOS 13 and iOS 17 spellings of the same bar rules: `navigationBarHidden(true)` hides
    /// the bar, `toolbarTitleDisplayMode(.inline)` puts the title in it.
    @available(*, deprecated)
    @Test func otherSpellingsOfTheBarRules() throws {
        let hidden = try tree(NavigationStack { content.navigationTitle("Title").navigationBarHidden(true) })
        #expect(frame(hidden, "content") == rect(0, 59, 393, 852 - 59 - 34))
        let inline = try tree(NavigationStack { content.navigationTitle("Title").toolbarTitleDisplayMode(.inline) })
        #expect(frame(inline, "content") == rect(0, 103, 393, 852 - 103 - 34))
        let large = try tree(NavigationStack { content.navigationTitle("Title").toolbarTitleDisplayMode(.large) })
        #expect(frame(large, "content") == rect(0, 155, 393, 852 - 155 - 34))
    }

    @Test func bottomToolbarTakesItsBar() throws {
        let stack = try tree(NavigationStack {
            content.toolbar { ToolbarItem(placement: .bottomBar) { Color.blue.frame(width: 20, height: 20) } }
        })
        // The bottom bar's item is not in the navigation bar, which then has nothing to show.
        #expect(frame(stack, "content") == rect(0, 59, 393, 852 - 59 - 49 - 34))
    }

    /// In a List the large title is the first thing in the scroll view's content.
    @Test func listCarriesTheLargeTitle() throws {
        let stack = try tree(NavigationStack {
            List { Color.red.frame(height: 30).accessibilityIdentifier("row") }.navigationTitle("Title")
        })
        // Below the title: the inset grouped list's 35 pt above its first section, then the
        // row's 8 pt top inset.
        #expect(abs(frame(stack, "row").minY - (103 + 52 + 35 + 8)) < 1e-6)
    }

    /// The path's last value shows, by the destination registered for its type; a value with
    /// no destination shows an empty screen rather than failing.
    @Test func typedPathShowsItsTop() throws {
        struct Numbers: View {
            @State var path: [Int]
            var body: some View {
                NavigationStack(path: $path) {
                    Color.gray.accessibilityIdentifier("root")
                        .navigationDestination(for: Int.self) { Color.red.accessibilityIdentifier("detail-\($0)") }
                }
            }
        }
        let two = try tree(Numbers(path: [1, 2]))
        #expect(two.node(id: "detail-2") != nil && two.node(id: "detail-1") == nil && two.node(id: "root") == nil)
        let root = try tree(Numbers(path: []))
        #expect(root.node(id: "root") != nil)
        var path = NavigationPath(["a"])
        path.append(3)
        let unknown = try tree(NavigationStack(path: .constant(path)) { Color.gray.accessibilityIdentifier("root") })
        #expect(unknown.node(id: "root") == nil)
    }

    @Test func presentedDestinationShowsAbove() throws {
        let shown = try tree(NavigationStack {
            Color.gray.accessibilityIdentifier("root")
                .navigationDestination(isPresented: .constant(true)) { Color.red.accessibilityIdentifier("presented") }
        })
        #expect(shown.node(id: "presented") != nil && shown.node(id: "root") == nil)
        let item = try tree(NavigationStack {
            Color.gray.accessibilityIdentifier("root")
                .navigationDestination(item: .constant(Optional(7))) { Color.red.accessibilityIdentifier("item-\($0)") }
        })
        #expect(item.node(id: "item-7") != nil)
    }

    /// A link in a List row gets the disclosure chevron; elsewhere it does not.
    @Test func disclosureOnlyInLists() throws {
        let inList = try tree(NavigationStack { List { NavigationLink(value: 1) { Color.red.frame(height: 20) } } })
        #expect(inList.allNodes.contains { $0.type == "chevron.forward" })
        let plain = try tree(NavigationStack { NavigationLink(value: 1) { Color.red.frame(height: 20) } })
        #expect(!plain.allNodes.contains { $0.type == "chevron.forward" })
    }

    /// `navigationLinkIndicatorVisibility(.hidden)` on a list takes its rows' chevrons away; on one
    /// link, only that one's (the innermost choice wins); the environment value says what a link
    /// there would show.
    @Test func theIndicatorCanBeHidden() throws {
        struct Reader: View {
            @Environment(\.navigationLinkIndicatorVisibility) var visibility
            var body: some View { Text(verbatim: "\(visibility)") }
        }
        let hidden = try tree(NavigationStack {
            List {
                NavigationLink(value: 1) { Color.red.frame(height: 20) }
                NavigationLink(value: 2) { Color.red.frame(height: 20) }.navigationLinkIndicatorVisibility(.visible)
                Reader()
            }
            .navigationLinkIndicatorVisibility(.hidden)
        })
        #expect(hidden.allNodes.filter { $0.type == "chevron.forward" }.count == 1)
        #expect(hidden.allNodes.contains { $0.text == "hidden" })
        let automatic = try tree(NavigationStack { List { Reader() } })
        #expect(automatic.allNodes.contains { $0.text == "visible" })
        #expect(try tree(Reader()).allNodes.contains { $0.text == "hidden" })
    }

    @Test func navigationPath() {
        var path = NavigationPath()
        path.append("a"); path.append(2)
        #expect(path.count == 2 && !path.isEmpty)
        path.removeLast(5)
        #expect(path.isEmpty)
    }

    /// A tab's content ends above the 49 pt bar and the home-indicator area.
    @Test func tabContentAboveTheBar() throws {
        let tabs = try tree(TabView { content.tabItem { Label("A", systemImage: "house") } })
        #expect(frame(tabs, "content") == rect(0, 59, 393, 852 - 59 - 49 - 34))
    }
}

/// Bars a screen hides, and stacks that would never end.
struct NavigationChromeVisibilityTests {
    @Test func screenHidesTheTabBar() throws {
        let host = ViewHost(TabView {
            NavigationStack { Color.red.accessibilityIdentifier("content").toolbar(.hidden, for: .tabBar) }
                .tabItem { Label("A", systemImage: "house") }
        }, canvasSize: CGSize(width: 393, height: 852))
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let tree = try host.update()
        #expect(frame(tree, "content") == rect(0, 59, 393, 852 - 59 - 34))
        #expect(tree.node(id: "content") != nil && !tree.allNodes.contains { $0.type == "TabView" })
    }

    /// A destination that presents itself again stops at the depth limit instead of recursing forever.
    @Test func selfPresentingDestinationStops() throws {
        struct Again: View {
            var body: some View {
                Color.red.accessibilityIdentifier("again").navigationDestination(isPresented: .constant(true)) { Again() }
            }
        }
        let tree = try ViewHost(NavigationStack { Again() }, canvasSize: CGSize(width: 100, height: 100)).update()
        #expect(tree.node(id: "again") != nil)
    }
}

/// Unusual proposals: an ideal-size canvas and an empty one lay out without failing.
struct NavigationProposalTests {
    @Test func idealAndEmptyCanvases() throws {
        let view = TabView { NavigationStack { Color.red.frame(width: 50, height: 40).accessibilityIdentifier("c").navigationTitle("T") } }
        let host = ViewHost(view, canvasSize: CGSize(width: 10, height: 10))
        host.sizesToFit = true
        let ideal = try host.update()
        // The content's ideal size, under the 44 pt bar and the Liquid Glass design's 48 pt title area,
        // above the floating tab bar (62 pt and its 8 pt margin without a home indicator).
        #expect(frame(ideal, "c").size == CGSize(width: 50, height: 40))
        #expect(host.canvasSize == CGSize(width: 50, height: 40 + 44 + 48 + 70))
        let empty = try ViewHost(view, canvasSize: .zero).update()
        #expect(empty.node(id: "c") != nil)
    }
}
