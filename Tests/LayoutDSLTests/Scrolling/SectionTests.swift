import LayoutDSL
import Testing

struct SectionTests {
    /// Three sections of a 30-point header and four 50-point rows (230 points each).
    struct Sections: View {
        let pinned: PinnedScrollableViews
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(0..<3, id: \.self) { section in
                        Section {
                            ForEach(0..<4, id: \.self) { row in
                                Color.gray.frame(height: 50).accessibilityIdentifier("row\(section).\(row)")
                            }
                        } header: {
                            Color.blue.frame(height: 30).accessibilityIdentifier("header\(section)")
                        }
                    }
                }
            }
        }
    }

    func layout(pinned: PinnedScrollableViews, offset: CGFloat) throws -> ResolvedTree {
        let host = ViewHost(Sections(pinned: pinned), canvasSize: CGSize(width: 390, height: 300))
        host.setScrollOffset(CGPoint(x: 0, y: offset))
        return try host.update()
    }

    /// Unpinned, a section is header then rows, laid out with the stack's spacing, and scrolls.
    @Test func sectionsStackHeaderThenRows() throws {
        let tree = try layout(pinned: [], offset: 100)
        #expect(tree.node(id: "header0")?.frame == CGRect(x: 0, y: -100, width: 390, height: 30))
        #expect(tree.node(id: "row0.0")?.frame == CGRect(x: 0, y: -70, width: 390, height: 50))
        #expect(tree.node(id: "header1")?.frame == CGRect(x: 0, y: 130, width: 390, height: 30))
    }

    /// Pinned, the header of the section in view stays at the top of the viewport; near the
    /// section's end the next section pushes it out; at rest it sits where it belongs.
    @Test func pinnedHeadersStickThenArePushedOut() throws {
        #expect(try layout(pinned: .sectionHeaders, offset: 0).node(id: "header0")?.frame.minY == 0)
        let scrolled = try layout(pinned: .sectionHeaders, offset: 100)
        #expect(scrolled.node(id: "header0")?.frame == CGRect(x: 0, y: 0, width: 390, height: 30))
        #expect(scrolled.node(id: "row0.2")?.frame.minY == 30)
        #expect(scrolled.node(id: "header1")?.frame.minY == 130)
        // Section 0 ends at 230: at 215 its header's bottom meets the section's end.
        #expect(try layout(pinned: .sectionHeaders, offset: 215).node(id: "header0")?.frame.minY == -15)
        let second = try layout(pinned: .sectionHeaders, offset: 300)
        #expect(second.node(id: "header1")?.frame.minY == 0)
    }

    /// Pinned footers sit at the bottom of the viewport until their section's end comes up.
    @Test func pinnedFootersStickToTheBottom() throws {
        struct Footers: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0, pinnedViews: .sectionFooters) {
                        ForEach(0..<3, id: \.self) { section in
                            Section {
                                ForEach(0..<8, id: \.self) { _ in Color.gray.frame(height: 50) }
                            } footer: {
                                Color.red.frame(height: 20).accessibilityIdentifier("footer\(section)")
                            }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Footers(), canvasSize: CGSize(width: 390, height: 300))
        #expect(try host.update().node(id: "footer0")?.frame.minY == 280)
        host.setScrollOffset(CGPoint(x: 0, y: 200))
        // Section 0 spans 0…420: its footer's natural place is 400, 200 on screen.
        #expect(try host.update().node(id: "footer0")?.frame.minY == 200)
    }

    /// Outside a lazy stack a section is just its views: header, content and footer.
    @Test func inAVStackSectionsAreTheirViews() throws {
        let host = ViewHost(VStack(spacing: 10) {
            Section {
                Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("content")
            } header: {
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("header")
            }
        }, canvasSize: CGSize(width: 100, height: 100))
        let tree = try host.update()
        #expect(tree.node(id: "header")?.frame == CGRect(x: 40, y: 30, width: 20, height: 20))
        #expect(tree.node(id: "content")?.frame == CGRect(x: 45, y: 60, width: 10, height: 10))
    }

    /// A plain List pins its section headers, as iOS's plain list does; rows get list row chrome.
    @Test(.design(.compatibility)) func listSectionsPinHeaders() throws {
        let host = ViewHost(List {
            ForEach(0..<3, id: \.self) { section in
                Section("Section \(section)") {
                    ForEach(0..<6, id: \.self) { row in Text("Row \(row)").accessibilityIdentifier("row\(section).\(row)") }
                }
            }
        }.listStyle(.plain), canvasSize: CGSize(width: 390, height: 400))
        let top = try host.update()
        let row = try #require(top.node(id: "row0.0"))
        #expect(row.frame.minX == 20)
        host.setScrollOffset(CGPoint(x: 0, y: 100))
        let scrolled = try host.update()
        let header = try #require(scrolled.allNodes.first { $0.type == "Section" }?.children.last)
        #expect(header.frame.minY == 0)
    }
}

/// Pinned headers under bars: UIKit pins a section header at the scroll view's adjusted
/// content inset, so under a navigation bar it sits below the bar, not behind it.
struct PinnedUnderBarsTests {
    /// An iPhone 16 (393 × 852, safe area 59/34) with an inline-title bar: the scroll view runs
    /// under the bar, its content insets put the first header at 103 (59 + the 44-point bar),
    /// and scrolled by 100 the header stays at 103 while the rows pass under it.
    @Test func headerPinsBelowTheNavigationBar() throws {
        let host = ViewHost(NavigationStack {
            SectionTests.Sections(pinned: .sectionHeaders).navigationTitle("Pinned").navigationBarTitleDisplayMode(.inline)
        }, canvasSize: CGSize(width: 393, height: 852))
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        #expect(try host.update().node(id: "header0")?.frame.minY == 103)
        host.setScrollOffset(CGPoint(x: 0, y: 100))
        let scrolled = try host.update()
        #expect(scrolled.node(id: "header0")?.frame.minY == 103)
        #expect(abs((scrolled.node(id: "row0.0")?.frame.minY ?? 0) - (103 + 30 - 100)) < 1e-9)
        // 215 points down the header's bottom meets its section's end (230): pushed up by 15.
        host.setScrollOffset(CGPoint(x: 0, y: 230))
        #expect(try host.update().node(id: "header0")?.frame.minY == 103 - 30)
    }
}
