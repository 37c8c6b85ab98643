import LayoutDSL
import Testing

/// iOS 18's custom containers: `ForEach(subviews:)` and `Group(subviews:)` take a view's content
/// apart into its top-level views (a `ForEach`'s elements flattened), each with the container
/// values it set, and place them where the container says.
struct SubviewsTests {
    struct Highlighted: ContainerValueKey { static let defaultValue = false }

    struct Cards<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack(spacing: 10) {
                ForEach(subviews: content) { subview in
                    subview.frame(width: subview.containerValues.isHighlighted ? 100 : 50, height: 20)
                }
            }
        }
    }

    @Test func forEachSubviewsWrapsEachChild() throws {
        let tree = try ViewHost(Cards {
            Color.red.accessibilityIdentifier("a")
            Color.red.accessibilityIdentifier("b").containerValue(\.isHighlighted, true)
            ForEach(0..<2) { Color.red.accessibilityIdentifier("e\($0)") }
        }, canvasSize: CGSize(width: 200, height: 200)).update()
        // Four subviews, 20 high with 10 between: 110 points centred in 200.
        #expect(frame(tree, "a") == rect(75, 45, 50, 20))
        #expect(frame(tree, "b") == rect(50, 75, 100, 20))
        #expect(frame(tree, "e0") == rect(75, 105, 50, 20) && frame(tree, "e1") == rect(75, 135, 50, 20))
    }

    @Test func groupSubviewsCountsAndPlaces() throws {
        var counts: [Int] = []
        let tree = try ViewHost(Group(subviews: Group { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("first"); Color.blue; Color.green }) { subviews in
            let _ = counts.append(subviews.count)
            HStack(spacing: 0) {
                subviews[0]
                Color.clear.frame(width: CGFloat(subviews.count * 10), height: 10).accessibilityIdentifier("spacer")
            }
        }, canvasSize: CGSize(width: 100, height: 100)).update()
        #expect(counts.last == 3)
        #expect(frame(tree, "first") == rect(30, 45, 10, 10) && frame(tree, "spacer") == rect(40, 45, 30, 10))
        #expect(tree.allNodes.filter { $0.type == "Color" }.count == 2)   // the blue and green subviews are not placed
    }
}

extension ContainerValues {
    var isHighlighted: Bool {
        get { self[SubviewsTests.Highlighted.self] }
        set { self[SubviewsTests.Highlighted.self] = newValue }
    }
}
