import LayoutDSL
import Testing

/// iOS 18's sections of a view: `Group(sections:)` and `ForEach(sections:)` take content apart
/// into its `Section`s (header, content, footer and container values) and sections of the
/// other top-level views, and place them where the container says.
struct SectionsTests {
    /// Two sections and a loose view between them, each 10 × 10 point square named.
    @ViewBuilder static var content: some View {
        Section {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a1")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a2")
        } header: {
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("h1")
        } footer: {
            Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("f1")
        }
        Color.green.frame(width: 10, height: 10).accessibilityIdentifier("loose")
        Section { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b1") }
            .containerValue(\.isHighlighted, true)
    }

    /// Each section a row: header, content, then footer only under the row (stacked below).
    @Test func groupSectionsLaysOutEachSection() throws {
        var count = 0
        let tree = try resolve(Group(sections: Self.content) { sections in
            VStack(spacing: 0) {
                ForEach(sections) { section in
                    HStack(spacing: 0) { section.header; section.content }
                    section.footer
                }
            }
            .onAppear { count = sections.count }
        }, 100, 100)
        #expect(count == 3)
        // Rows of 30, 10, 10, 10 points wide (the footer its own row), 40 tall together, centred.
        #expect(frame(tree, "h1") == rect(35, 30, 10, 10))
        #expect(frame(tree, "a2") == rect(55, 30, 10, 10))
        #expect(frame(tree, "f1") == rect(45, 40, 10, 10))
        #expect(frame(tree, "loose") == rect(45, 50, 10, 10))
        #expect(frame(tree, "b1") == rect(45, 60, 10, 10))
    }

    /// `ForEach(sections:)` reads each section's container values.
    @Test func forEachSectionsReadsContainerValues() throws {
        let tree = try resolve(VStack(spacing: 0) {
            ForEach(sections: Self.content) { section in
                HStack(spacing: 0) { section.content }
                    .frame(width: section.containerValues.isHighlighted ? 80 : nil, alignment: .leading)
            }
        }, 100, 100)
        // Rows 20, 10 and 80 wide (the highlighted one), 30 tall together.
        #expect(frame(tree, "a1") == rect(40, 35, 10, 10))
        #expect(frame(tree, "loose") == rect(45, 45, 10, 10))
        #expect(frame(tree, "b1") == rect(10, 55, 10, 10))
        #expect(tree.node(id: "h1") == nil)
    }
}
