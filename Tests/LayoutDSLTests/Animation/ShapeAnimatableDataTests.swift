import LayoutDSL
import Testing

/// The shape wrappers animate through their `animatableData`, as SwiftUICore declares it for
/// `_TrimmedShape`, `_Inset`, `RotatedShape`, `ScaledShape`, `OffsetShape` and `_StrokedShape`:
/// frames of a sequence draw the path made at the interpolated value.
struct ShapeAnimatableDataTests {
    /// A progress ring filled on appear, as apps write it.
    struct Ring: View {
        @State private var progress: CGFloat = 0
        var body: some View {
            Circle().trim(from: 0, to: progress)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                .frame(width: 100, height: 100)
                .accessibilityIdentifier("ring")
                .onAppear { withAnimation(.linear(duration: 1)) { progress = 1 } }
        }
    }

    /// The arc's bounds frame by frame (60 frames a second). SwiftUI's circle path starts at
    /// its rightmost point and runs clockwise on screen: a quarter of it spans the lower right
    /// quadrant (50 × 50), a half the lower half (100 × 50), the whole the circle.
    @Test func trimmedRingGrowsAlongTheAnimation() throws {
        let host = ViewHost(Ring(), canvasSize: CGSize(width: 100, height: 100))
        let frames = try host.run(ScrollSequence(y: Array(repeating: 0, count: 61)))
        func bounds(_ frame: Int) throws -> CGRect {
            let node = try #require(frames[frame].tree.node(id: "ring"))
            let outline = try #require(node.subtree.lazy.compactMap { node -> ShapeOutline? in
                for item in node.display.content { if case let .shape(outline, _, _) = item { return outline } }
                return nil
            }.first)
            return outline.path.boundingRect
        }
        let quarter = try bounds(15), half = try bounds(30), whole = try bounds(60)
        #expect(abs(quarter.minX - 50) < 0.5 && abs(quarter.maxX - 100) < 0.5)
        #expect(abs(quarter.minY - 50) < 0.5 && abs(quarter.height - 50) < 0.5)
        #expect(abs(half.width - 100) < 0.5 && abs(half.minY - 50) < 0.5 && abs(half.height - 50) < 0.5)
        #expect(abs(whole.width - 100) < 0.5 && abs(whole.height - 100) < 0.5)
    }

    /// The wrappers' data is their base's with their own numbers, in SwiftUICore's order.
    @Test func wrappersExposeTheirNumbers() {
        var trimmed = Circle().trim(from: 0.25, to: 0.5)
        #expect(trimmed.animatableData.second.first == 0.25 && trimmed.animatableData.second.second == 0.5)
        trimmed.animatableData.second.second = 0.75
        #expect(trimmed.animatableData.second.second == 0.75)
        var rotated = Rectangle().rotation(.degrees(90), anchor: .topLeading)
        #expect(abs(rotated.animatableData.second.first - .pi / 2) < 1e-12)
        rotated.animatableData.second.second = AnimatablePair(1, 1)
        #expect(rotated.anchor == .bottomTrailing)
        #expect(Rectangle().offset(x: 3, y: 4).animatableData.second == AnimatablePair(3, 4))
        #expect(Rectangle().scale(x: 2, y: 3).animatableData.second.first == AnimatablePair(2, 3))
        #expect(Rectangle().inset(by: 6).animatableData.second == 6)
        #expect(StrokeStyle(lineWidth: 2, miterLimit: 4, dashPhase: 1).animatableData == AnimatablePair(2, AnimatablePair(4, 1)))
        #expect(UnitPoint.center.animatableData == AnimatablePair(0.5, 0.5))
    }
}
