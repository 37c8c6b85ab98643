import LayoutDSL
import Testing

/// The Layout protocol from user code, and ViewThatFits.
struct CustomLayoutTests {
    /// A user-written Layout with a cache and layout values runs like the built-in ones.
    @Test func customLayout() throws {
        struct Ratio: LayoutValueKey { static let defaultValue: CGFloat = 1 }
        /// Splits the width by each subview's ratio value.
        struct Proportional: Layout {
            func makeCache(subviews: Subviews) -> CGFloat { subviews.reduce(0) { $0 + $1[Ratio.self] } }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) {
                var x = bounds.minX
                for subview in subviews {
                    let width = bounds.width * subview[Ratio.self] / cache
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
                    x += width
                }
            }
        }
        let tree = try resolve(Proportional {
            Color.red.layoutValue(key: Ratio.self, value: 1).accessibilityIdentifier("one")
            Color.blue.layoutValue(key: Ratio.self, value: 3).accessibilityIdentifier("three")
        }, 400, 100)
        #expect(frame(tree, "one") == rect(0, 0, 100, 100))
        #expect(frame(tree, "three") == rect(100, 0, 300, 100))
    }

    /// A layout value is a trait of the view: modifiers applied after it (a padding, a geometry
    /// effect taken out of a `ForEach` row) still pass it to the container, as `.tag(1).padding()`
    /// stays tagged in SwiftUI. A container's own children's values are not its own.
    @Test func layoutValuesReachTheContainerThroughLaterModifiers() throws {
        struct Slot: LayoutValueKey { static let defaultValue: CGFloat = -1 }
        /// Places each subview at x = its slot.
        struct Slots: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 10) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.minX + subview[Slot.self], y: bounds.minY), proposal: ProposedViewSize(width: 4, height: 4))
                }
            }
        }
        let tree = try resolve(Slots {
            Color.red.layoutValue(key: Slot.self, value: 10).padding(1).accessibilityIdentifier("padded")
            ForEach([30, 50], id: \.self) { x in
                Color.blue.layoutValue(key: Slot.self, value: CGFloat(x)).scaleEffect(2).accessibilityIdentifier("scaled\(x)")
            }
            VStack { Color.green.layoutValue(key: Slot.self, value: 70) }.accessibilityIdentifier("stack")
        }, 100, 10)
        #expect(frame(tree, "padded").minX == 10)
        #expect(frame(tree, "scaled30").midX == 32 && frame(tree, "scaled50").midX == 52)
        #expect(frame(tree, "stack").minX == -1)
    }

    /// ViewThatFits shows the first child whose ideal size fits, else the last.
    @Test func viewThatFits() throws {
        func choice(_ width: CGFloat) throws -> String? {
            let tree = try resolve(ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 200, height: 10).accessibilityIdentifier("wide")
                Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
                Color.green.frame(width: 50, height: 10).accessibilityIdentifier("tiny")
            }, width, 50)
            return tree.allNodes.compactMap(\.id).first
        }
        #expect(try choice(300) == "wide")
        #expect(try choice(150) == "narrow")
        #expect(try choice(20) == "tiny")
    }
}
