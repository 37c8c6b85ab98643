import LayoutDSL
import LayoutSnapshotTesting
import Render
import SnapshotTesting
import Testing

/// An app with three tabs: a long list (content under the bar), a short one, a plain view.
private struct ThreeTabs: View {
    @State var selection = 0
    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List(1...30, id: \.self) { Text("Item \($0)") }
                    .navigationTitle("Library")
            }
            .tabItem { Label("Library", systemImage: "house") }
            .tag(0)
            NavigationStack {
                List { Text("One") }
                    .navigationTitle("Inbox")
            }
            .tabItem { Label("Inbox", systemImage: "bell") }
            .badge(5)
            .tag(1)
            Text("Profile screen")
                .tabItem {
                    Image(systemName: "person")
                    Text("Profile")
                }
                .tag(2)
        }
    }
}

private func phone(_ scheme: ColorScheme = .light) -> SnapshotCanvas {
    var canvas = SnapshotCanvas(device: .iPhone16, colorScheme: scheme)
    canvas.scale = 1
    return canvas
}

@Suite(.snapshotDesign(.compatibility))
struct TabViewTests {
    /// The bar is 49 pt above the 34 pt home-indicator area; three items share the width;
    /// titles are 10 pt, the selected one tinted; the list ends above the bar, whose
    /// background shows while the list continues below it.
    @Test func tabBar() throws {
        for scheme in [ColorScheme.light, .dark] {
            let canvas = phone(scheme)
            let tree = try canvas.host(ThreeTabs()).update()
            let bar = try #require(tree.allNodes.first { $0.type == "TabView" })
            #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
            let titles = ["Library", "Inbox", "Profile"].compactMap { name in tree.allNodes.last { $0.text == name } }
            #expect(titles.count == 3)
            for (index, title) in titles.enumerated() {
                #expect(close(title.frame.midX, 131 * CGFloat(index) + 65.5))
                #expect(title.frame.minY > 852 - 34 - 49 && title.frame.maxY < 852 - 34)
            }
            #expect(tree.allNodes.contains { $0.type == "Rectangle" && $0.frame == CGRect(x: 0, y: 769, width: 393, height: 83) })
            let list = try #require(tree.allNodes.first { $0.type == "ScrollView" })
            #expect(list.frame.maxY == 769)
            // The badge: "5" on a red capsule right of the Inbox icon's centre.
            let badge = try #require(tree.allNodes.first { $0.text == "5" })
            #expect(badge.frame.midX > 196.5 + 6)
            assertSnapshot(of: try canvas.png(tree), as: .image(), named: "\(scheme)")
        }
    }

    /// A tap on an item selects its tab (the binding follows); a plain view's tab shows the
    /// bar without a background (nothing under it).
    @Test func tapSelects() throws {
        let host = phone().host(ThreeTabs())
        _ = try host.update()
        let profile = try host.tap(at: CGPoint(x: 327, y: 790))
        #expect(profile.allNodes.contains { $0.text == "Profile screen" })
        #expect(!profile.allNodes.contains { $0.text == "Item 1" })
        #expect(!profile.allNodes.contains { $0.type == "Rectangle" && $0.frame.minY == 769 })
        let inbox = try host.tap(at: CGPoint(x: 196, y: 790))
        #expect(inbox.allNodes.contains { $0.text == "One" })
    }

    /// Pages side by side, paging on drags, with dots: the first page and, after a swipe, the second.
    @Test func pageStyle() throws {
        struct Pages: View {
            var body: some View {
                TabView {
                    ForEach(["Red", "Green", "Blue"], id: \.self) { name in
                        Text(name).font(.largeTitle)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .background(Color.teal)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
            }
        }
        let canvas = phone()
        let host = canvas.host(Pages())
        let first = try host.update()
        let dots = first.allNodes.filter { $0.type == "Circle" }
        #expect(dots.count == 3 && dots.allSatisfy { $0.frame.size == CGSize(width: 7, height: 7) })
        #expect(close(dots[1].frame.minX - dots[0].frame.maxX, 9))
        assertSnapshot(of: try canvas.png(first), as: .image(), named: "first")
        let frames = try host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.15)
        let last = try #require(frames.last?.tree)
        let green = try #require(last.allNodes.first { $0.text == "Green" })
        #expect(close(green.frame.midX, 196.5, 0.5))
        assertSnapshot(of: try canvas.png(last), as: .image(), named: "second")
    }

    /// A page narrower than the tab view is centred in it, in view and after a swipe: each page
    /// sits in a frame of the tab view's size, and those frames are what the selection scrolls
    /// to. Scrolling to the page's own frame put a 150-point page at the viewport's left edge.
    @Test func narrowPagesAreCentred() throws {
        struct Pages: View {
            @State var selection = 0
            var body: some View {
                TabView(selection: $selection) {
                    ForEach(0..<3) { index in
                        Text("Page \(index)").frame(width: 150, height: 80).background(Color.teal).tag(index)
                    }
                }
                .tabViewStyle(.page)
            }
        }
        let host = phone().host(Pages())
        let first = try host.update()
        let page0 = try #require(first.allNodes.first { $0.text == "Page 0" })
        #expect(close(page0.frame.midX, 196.5, 0.5))
        let frames = try host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.15)
        let page1 = try #require(frames.last?.tree.allNodes.first { $0.text == "Page 1" })
        #expect(close(page1.frame.midX, 196.5, 0.5))
    }
}
