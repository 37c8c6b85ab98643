import LayoutDSL
import Testing

/// `AnyLayout` switches a container's layout at run time and keeps its subviews; a layout's
/// `animatableData` animates; `LayoutSubviews` slices keep their indices; a subview's container
/// values reach the layout.
struct AnyLayoutTests {
    /// Two 50-point squares, side by side or stacked, switched by an animated change at t = 0.1 s
    /// (frame 6) that takes one second, linearly.
    struct Switcher: View {
        @State private var stacked = false
        var body: some View {
            let layout = stacked ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            layout {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { stacked = true } } }
        }
    }

    /// In a 200 × 200 canvas: side by side at (50, 75) and (100, 75); stacked at (75, 50) and
    /// (75, 100); half way on frame 36, as the subviews are the same views moving.
    @Test func switchingLayoutsMovesTheSameSubviews() throws {
        let host = ViewHost(Switcher(), canvasSize: CGSize(width: 200, height: 200))
        let frames = try host.run(ScrollSequence(y: Array(repeating: 0, count: 67)))
        let origins = [5, 36, 66].map { index in ["a", "b"].map { frames[index].tree.node(id: $0)!.frame.origin } }
        #expect(origins[0] == [CGPoint(x: 50, y: 75), CGPoint(x: 100, y: 75)])
        #expect(origins[1].map { CGPoint(x: micro($0.x), y: micro($0.y)) } == [CGPoint(x: 62.5, y: 62.5), CGPoint(x: 87.5, y: 87.5)])
        #expect(origins[2] == [CGPoint(x: 75, y: 50), CGPoint(x: 75, y: 100)])
    }

    /// A wrapped stack keeps its axis: a spacer in `AnyLayout(HStackLayout())` pushes across.
    @Test func wrappedStackKeepsItsSpacersAxis() throws {
        let tree = try resolve(AnyLayout(HStackLayout(spacing: 0)) {
            Spacer()
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("end")
        }, 200, 100)
        #expect(frame(tree, "end") == rect(150, 25, 50, 50))
    }

    /// Places subviews `from` the first given index on, one after another, 10 points apart,
    /// at their container value's width (50, or 100 when highlighted).
    struct Row: Layout {
        let from: Int
        let order: [Int]
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 300, height: 20) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews[from...][order] {
                let width: CGFloat = subview.containerValues.isHighlighted ? 100 : 50
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 20))
                x += width + 10
            }
        }
    }

    @Test func slicesAndSelectionsKeepTheirSubviews() throws {
        let tree = try resolve(Row(from: 1, order: [3, 1]) {
            Color.red.accessibilityIdentifier("s0")
            Color.red.accessibilityIdentifier("s1")
            Color.red.accessibilityIdentifier("s2")
            Color.red.accessibilityIdentifier("s3").containerValue(\.isHighlighted, true)
        }, 300, 20)
        // subviews[1...] has indices 1…3: [3, 1] picks s3 (highlighted) then s1; s0 and s2 are not placed.
        #expect(frame(tree, "s3") == rect(0, 0, 100, 20))
        #expect(frame(tree, "s1") == rect(110, 0, 50, 20))
    }

    /// A layout whose `animatableData` is the radius of the circle it places subviews on.
    struct Radial: Layout {
        var radius: CGFloat
        var animatableData: CGFloat {
            get { radius }
            set { radius = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 200, height: 200) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: CGPoint(x: bounds.midX + radius, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }

    struct Spreading: View {
        @State private var radius: CGFloat = 0
        var body: some View {
            Radial(radius: radius) { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot") }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { radius = 80 } } }
        }
    }

    /// The dot is placed at the interpolated radius: 40 half way (x 100 + 40 − 5).
    @Test func layoutAnimatesItsAnimatableData() throws {
        let host = ViewHost(Spreading(), canvasSize: CGSize(width: 200, height: 200))
        let frames = try host.run(ScrollSequence(y: Array(repeating: 0, count: 67)))
        #expect([5, 36, 66].map { micro(frames[$0].tree.node(id: "dot")!.frame.minX) } == [95, 135, 175])
    }
}
