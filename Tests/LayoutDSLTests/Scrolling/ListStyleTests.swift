import LayoutDSL
import Testing

/// Row and section frames in each list style on a 390-point-wide list, in the iOS 18 design
/// (ListMetrics: 44-point minimum rows, 8/20 row insets, 16-point card margins, 35 points before
/// grouped sections); the Liquid Glass design's are `GlassListTests`'.
@Suite(.design(.compatibility))
struct ListStyleTests {
    /// Two 20-point rows in a section.
    struct Rows: View {
        var body: some View {
            Section {
                Color.red.frame(height: 20).accessibilityIdentifier("a")
                Color.blue.frame(height: 20).accessibilityIdentifier("b")
            }
        }
    }

    func tree<S: ListStyle>(_ style: S?) throws -> ResolvedTree {
        if let style { return try resolve(List { Rows() }.listStyle(style), 390, 600) }
        return try resolve(List { Rows() }, 390, 600)
    }

    /// A 20-point row is centred in its 44-point row (4 points above the 8-point inset).
    @Test func rowFramesInEachStyle() throws {
        // .automatic is inset grouped on iOS 17: cards 16 points in, content 20 more, 35 points down.
        let automatic = try tree(Optional<DefaultListStyle>.none)
        #expect(frame(automatic, "a") == rect(36, 47, 318, 20))
        #expect(frame(automatic, "b") == rect(36, 91, 318, 20))
        #expect(frame(try tree(InsetGroupedListStyle()), "a") == rect(36, 47, 318, 20))
        #expect(frame(try tree(SidebarListStyle()), "a") == rect(36, 47, 318, 20))
        // Grouped: full-width rows, 35 points down.
        #expect(frame(try tree(GroupedListStyle()), "a") == rect(20, 47, 350, 20))
        // Plain: full-width rows from the top.
        let plain = try tree(PlainListStyle())
        #expect(frame(plain, "a") == rect(20, 12, 350, 20))
        #expect(frame(plain, "b") == rect(20, 56, 350, 20))
        // Inset: rows inset like cards, from the top.
        #expect(frame(try tree(InsetListStyle()), "a") == rect(36, 12, 318, 20))
    }

    /// Inset grouped: the card is 16 points in, its rows clipped to 10-point corners; one
    /// separator between the two rows (none below the last), from the content inset to the
    /// card's edge; the list on the grouped background.
    @Test func insetGroupedCardAndSeparators() throws {
        let tree = try tree(InsetGroupedListStyle())
        let cards = tree.allNodes.filter { $0.modifiers.contains("listCard") }
        #expect(cards.map(\.frame) == [rect(16, 35, 358, 44), rect(16, 79, 358, 44)])
        let separators = tree.allNodes.filter { $0.type == "Divider" }
        #expect(separators.count == 1)
        let separator = try #require(separators.first)
        #expect(separator.frame.minX == 36 && separator.frame.maxX == 374 && separator.frame.maxY == 79)
        // Plain draws a separator below every row.
        #expect(try self.tree(PlainListStyle()).allNodes.filter { $0.type == "Divider" }.count == 2)
    }

    /// The separator starts at the row's text, past an icon (iOS's `listRowSeparatorLeading`).
    @Test func separatorStartsAtTheText() throws {
        let host = controlHost(List {
            HStack(spacing: 12) {
                Color.blue.frame(width: 28, height: 28)
                Text("Wi-Fi")
            }
            Text("Bluetooth")
        }.listStyle(.plain), 390, 300)
        let separators = try host.update().allNodes.filter { $0.type == "Divider" }
        #expect(separators.map(\.frame.minX) == [20 + 28 + 12, 20])
    }

    /// Grouped headers are capitalised footnote text 7 points above the card; footers follow
    /// 7 points below it; `.textCase(nil)` keeps the header as written.
    @Test func groupedHeaderAndFooter() throws {
        let host = controlHost(List {
            Section {
                Color.red.frame(height: 20).accessibilityIdentifier("row")
            } header: {
                Text("Account")
            } footer: {
                Text("Details").accessibilityIdentifier("footer")
            }
            Section("Kept") { Color.red.frame(height: 20) }.textCase(nil)
        }, 390, 600)
        let tree = try host.update()
        let texts = tree.allNodes.compactMap(\.text)
        #expect(texts.contains("ACCOUNT") && texts.contains("Kept") && texts.contains("Details"))
        let header = try #require(tree.allNodes.first { $0.text == "ACCOUNT" })
        let footnote = header.frame.height
        // 35 points of section spacing, then the header line, 7 points, the card.
        #expect(header.frame.minX == 36 && header.frame.minY == 35 && footnote > 0)
        #expect(frame(tree, "row").minY == 35 + footnote + 7 + 12)
        #expect(frame(tree, "footer").minY == 35 + footnote + 7 + 44 + 7)
    }

    /// Section spacing: `.compact` 20 points, a custom length, and none below zero.
    @Test func sectionSpacing() throws {
        func top(_ spacing: ListSectionSpacing) throws -> CGFloat {
            frame(try resolve(List { Rows() }.listSectionSpacing(spacing), 390, 600), "a").minY - 12
        }
        #expect(try top(.default) == 35)
        #expect(try top(.compact) == 20)
        #expect(try top(.custom(50)) == 50)
        #expect(try top(.custom(-5)) == 0)
    }

    /// Row modifiers: insets replace the row's, a hidden separator is not drawn, the row
    /// background replaces the cell's.
    @Test func rowModifiers() throws {
        let tree = try resolve(List {
            Color.red.frame(height: 50).accessibilityIdentifier("a")
                .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
                .listRowSeparator(.hidden)
            Color.red.frame(height: 20).accessibilityIdentifier("b")
                .listRowBackground(Color.green.accessibilityIdentifier("background"))
            Color.red.frame(height: 20)
        }.listStyle(.plain), 390, 600)
        #expect(frame(tree, "a") == rect(0, 0, 390, 50))
        #expect(frame(tree, "background") == rect(0, 50, 390, 44))
        #expect(tree.allNodes.filter { $0.type == "Divider" }.count == 2)
    }

    /// Row modifiers on a `Section` apply to each of its rows, a row's own modifier winning; the
    /// next section's rows keep the plain style's (20-point insets, a separator below each row).
    @Test func sectionRowModifiersApplyToItsRows() throws {
        let tree = try resolve(List {
            Section {
                Color.red.frame(height: 20).accessibilityIdentifier("a")
                Color.red.frame(height: 20).accessibilityIdentifier("b")
                    .listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 0))
            }
            .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
            .listRowSeparator(.hidden)
            .listRowBackground(Color.green.accessibilityIdentifier("background"))
            Section {
                Color.red.frame(height: 20).accessibilityIdentifier("c")
                Color.red.frame(height: 20)
            }
        }.listStyle(.plain), 390, 600)
        #expect(frame(tree, "a").minX == 40 && frame(tree, "b").minX == 8 && frame(tree, "c").minX == 20)
        #expect(tree.allNodes.filter { $0.id == "background" }.count == 2)
        #expect(tree.allNodes.filter { $0.type == "Divider" }.count == 2)   // the second section's two rows only
    }

    /// A badge is trailing secondary text in a list row, and nothing elsewhere; zero shows nothing.
    @Test func badges() throws {
        let tree = try controlHost(VStack {
            List {
                Text("Inbox").badge(12)
                Text("Drafts").badge(0)
            }.listStyle(.plain)
            Text("Outside").badge(3)
        }, 390, 600).update()
        let texts = tree.allNodes.compactMap(\.text)
        #expect(texts.filter { $0 == "12" }.count == 1)
        #expect(!texts.contains("0") && !texts.contains("3"))
        let badge = try #require(tree.allNodes.first { $0.text == "12" })
        #expect(badge.frame.maxX == 370)
    }

    /// A collapsed section shows its header only; rows outside sections in a grouped list
    /// form one card, 35 points down; a million rows stay lazy.
    @Test func collapsedSectionsAndLazyRows() throws {
        let collapsed = try resolve(List {
            Section(isExpanded: .constant(false)) {
                Color.red.frame(height: 20).accessibilityIdentifier("hidden")
            } header: {
                Color.blue.frame(height: 10).accessibilityIdentifier("header")
            }
        }, 390, 600)
        #expect(collapsed.node(id: "hidden") == nil && collapsed.node(id: "header") != nil)

        let host = ViewHost(List(0..<1_000_000, id: \.self) { index in
            Color.red.frame(height: 20).accessibilityIdentifier("row\(index)")
        }, canvasSize: CGSize(width: 390, height: 600))
        let tree = try host.update()
        #expect(frame(tree, "row0") == rect(36, 47, 318, 20))
        #expect(host.lazyElementsBuilt < 40)
    }

    /// Form is an inset grouped list; `.columns` stacks its views without list chrome.
    @Test func formStyles() throws {
        let form = try resolve(Form { Rows() }, 390, 600)
        #expect(frame(form, "a") == rect(36, 47, 318, 20))
        let columns = try resolve(Form { Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a") }.formStyle(.columns), 390, 600)
        #expect(frame(columns, "a") == rect(16, 16, 50, 20))
    }

    /// `listRowSpacing`: rows stand apart by the spacing, each its own rounded card without
    /// separators.
    @Test func rowSpacing() throws {
        let tree = try resolve(List { Rows() }.listRowSpacing(10), 390, 600)
        #expect(abs(frame(tree, "b").minY - frame(tree, "a").minY - (44 + 10)) < 1e-9)
        #expect(tree.allNodes.filter { $0.type == "Divider" }.isEmpty)
    }

    /// The separator tint colours the line; `scrollContentBackground(.hidden)` removes the
    /// list's background; increased prominence keeps a grouped header as written.
    @Test func tintsBackgroundsAndProminence() throws {
        let tinted = try resolve(List {
            Color.red.frame(height: 20).listRowSeparatorTint(.green)
            Color.red.frame(height: 20)
        }.listStyle(.plain), 390, 600)
        let separators = tinted.allNodes.filter { $0.type == "Divider" }
        #expect(separators.count == 2 && "\(separators[0].display.content)" != "\(separators[1].display.content)")
        func backgrounds(_ tree: ResolvedTree) -> Int { tree.allNodes.filter { $0.type == "background" }.count }
        let shown = try resolve(List { Rows() }, 390, 600)
        let hidden = try resolve(List { Rows() }.scrollContentBackground(.hidden), 390, 600)
        #expect(backgrounds(shown) == backgrounds(hidden) + 1)
        let prominent = try controlHost(List {
            Section("Kept") { Color.red.frame(height: 20) }.headerProminence(.increased)
        }, 390, 600).update()
        #expect(prominent.allNodes.contains { $0.text == "Kept" })
    }

    /// An outline list marks rows with children with a chevron; a sidebar's collapsible
    /// section shows one in its header.
    @Test func outlinesAndSidebarSections() throws {
        struct Item: Identifiable { let id: Int; let children: [Item]? }
        let outline = try controlHost(List([Item(id: 0, children: [Item(id: 1, children: nil)]), Item(id: 2, children: nil)],
                                           children: \.children) { item in
            Color.red.frame(height: 20).accessibilityIdentifier("item\(item.id)")
        }, 390, 600).update()
        #expect(outline.node(id: "item0") != nil && outline.node(id: "item1") == nil && outline.node(id: "item2") != nil)
        #expect(outline.allNodes.filter { $0.type == "chevron.right" }.count == 1)
        let sidebar = try controlHost(List {
            Section(isExpanded: .constant(true)) { Color.red.frame(height: 20) } header: { Color.blue.frame(height: 10) }
        }.listStyle(.sidebar), 390, 600).update()
        #expect(sidebar.allNodes.filter { $0.type == "chevron.down" }.count == 1)
    }

    /// Grouped headers scroll with their section; plain ones stay pinned.
    @Test func onlyPlainHeadersPin() throws {
        func headerY<S: ListStyle>(_ style: S) throws -> CGFloat {
            let host = ViewHost(List {
                Section {
                    ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 20) }
                } header: {
                    Color.blue.frame(height: 10).accessibilityIdentifier("header")
                }
            }.listStyle(style), canvasSize: CGSize(width: 390, height: 400))
            host.setScrollOffset(CGPoint(x: 0, y: 200))
            return frame(try host.update(), "header").minY
        }
        #expect(try headerY(PlainListStyle()) == 8)
        #expect(try headerY(InsetGroupedListStyle()) == 35 - 200)
    }

    /// Hiding a row's top separator hides the line above it (the row above's bottom one).
    @Test func topSeparatorIsTheLineAbove() throws {
        let tree = try resolve(List {
            Section {
                Color.red.frame(height: 20)
                Color.red.frame(height: 20).listRowSeparator(.hidden, edges: .top)
                Color.red.frame(height: 20)
            }
        }.listStyle(.plain), 390, 600)
        let lines: [CGFloat] = tree.allNodes.filter { $0.type == "Divider" }.map { $0.frame.maxY }
        #expect(lines == [88, 132])
    }
}
