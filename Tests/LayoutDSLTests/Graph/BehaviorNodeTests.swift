@testable import LayoutDSL
import Testing

/// Nodes hold their behaviour inline (`BehaviorNode`) and answer its questions for it.
struct BehaviorNodeTests {
    @Test func aNodeAnswersWithItsBehaviour() throws {
        let leaf = LayoutNode.make(ColorBehavior(color: .init(red: 1, green: 0, blue: 0, opacity: 1)))
        let frame = LayoutNode.make(FixedFrameBehavior(width: 30, height: 20, alignment: .center), subviews: [leaf])
        let stored = try #require(frame as? BehaviorNode<FixedFrameBehavior>)
        #expect(stored.layoutBehavior.width == 30 && frame.name == "frame" && leaf.name == "Color")
        #expect(frame.sizeThatFits(.unspecified) == CGSize(width: 30, height: 20))
        #expect(frame.placements(size: CGSize(width: 30, height: 20), proposal: .unspecified).map(\.size) == [CGSize(width: 30, height: 20)])
        #expect(!frame.isContainer && LayoutNode.make(LayoutBehavior(HStackLayout())).isContainer)
        #expect(leaf.display(size: CGSize(width: 2, height: 2)).content.count == 1 && frame.display(size: .zero).content.isEmpty)
        #expect(frame.behavior is FixedFrameBehavior)
    }

    /// What most nodes never set is not stored in them: a node's layout priority is its
    /// behaviour's default until a modifier sets one; a frame's missing dimension reads nil.
    @Test func defaultsReadThroughTheBehaviour() {
        let spacer = LayoutNode.make(SpacerBehavior(minLength: 0, axis: nil))
        let color = LayoutNode.make(ColorBehavior(color: .init(red: 0, green: 0, blue: 1, opacity: 1)))
        #expect(spacer.priority == -.infinity && color.priority == 0 && !color.hasAttachments)
        color.priority = 2
        #expect(color.priority == 2 && spacer.priority == -.infinity)
        let frame = FixedFrameBehavior(width: nil, height: 5, alignment: .center)
        #expect(frame.width == nil && frame.height == 5)
        #expect(FixedFrameBehavior(width: 0, height: nil, alignment: .center).width == 0)
    }

    /// What the memory per view (Benchmarks.md, the ninth to fourteenth passes) rests on: the nodes' values stay this small.
    /// Inline, a material's colour matrix made every paint (so every drawn item) about 200
    /// bytes, and an affine transform took six words in every node of both trees.
    @Test func footprints() {
        #expect(MemoryLayout<Paint>.size <= 17)
        #expect(MemoryLayout<ShapeDrawMode>.size <= 9)
        #expect(MemoryLayout<DisplayItem>.size <= 112)
        #expect(MemoryLayout<CompactTransform>.size == 17)
        #expect(MemoryLayout<NodeList>.size <= 9)
        #expect(MemoryLayout<LayoutNode.StoredSubviews>.size == 8)
        #expect(MemoryLayout<ResolvedNode.Record>.stride <= 96)
        #expect(MemoryLayout<FixedFrameBehavior>.size <= 32)
        #expect(MemoryLayout<ProposedViewSize>.size == 16)
        #expect(MemoryLayout<AlignmentKey>.size == 8)
        #expect(MemoryLayout<Color>.size <= 17)
    }

    /// A system colour is its palette entry's variants, shared by every copy: equal to itself,
    /// and resolved to its light or dark value by the scheme and design.
    @Test func systemColoursShareTheirVariants() {
        let copy = Color.blue
        #expect(copy == Color.blue && copy.hashValue == Color.blue.hashValue && copy != Color.red)
        #expect(copy.resolve(scheme: .light, design: .compatibility) == .rgb(0, 122, 255))
        #expect(copy.resolve(scheme: .dark, design: .compatibility) == .rgb(10, 132, 255))
        #expect(copy.resolve(scheme: .dark, design: .liquidGlass) == .rgb(0, 145, 255))
        #expect(copy.description == "blue")
    }
}
