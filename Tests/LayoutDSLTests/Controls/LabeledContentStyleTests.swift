@testable import LayoutDSL
import Testing

/// `labeledContentStyle` replaces how `LabeledContent` is drawn; `.automatic` is iOS's
/// label-leading, value-trailing row.
struct LabeledContentStyleTests {
    struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                configuration.content
            }
        }
    }

    @Test func customStyleStacksLabelOverValue() throws {
        let view = LabeledContent("Plan", value: "Family").labeledContentStyle(Stacked()).frame(width: 300)
        let tree = try resolve(view, 300, 200)
        let label = try #require(tree.allNodes.first { $0.text == "Plan" })
        let value = try #require(tree.allNodes.first { $0.text == "Family" })
        #expect(value.frame.minY == label.frame.maxY + 4)
        #expect(value.frame.minX == label.frame.minX)
    }

    @Test func automaticStyleIsTheDefaultRow() throws {
        let view = LabeledContent("Plan", value: "Family").labeledContentStyle(.automatic).frame(width: 300)
        let tree = try resolve(view, 300, 200)
        #expect(try #require(tree.allNodes.first { $0.text == "Plan" }).frame.minX == 0)
        #expect(try #require(tree.allNodes.first { $0.text == "Family" }).frame.maxX == 300)
    }

    @Test func aStyleWrappingLabeledContentDoesNotRecurse() throws {
        struct Bold: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                LabeledContent(configuration).bold()
            }
        }
        let view = LabeledContent("Plan", value: "Family").labeledContentStyle(Bold()).frame(width: 300)
        let tree = try resolve(view, 300, 200)
        #expect(try #require(tree.allNodes.first { $0.text == "Family" }).frame.maxX == 300)
    }
}
