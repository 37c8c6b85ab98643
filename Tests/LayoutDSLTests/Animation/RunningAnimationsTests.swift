import LayoutDSL
import Testing

/// Several animations at once: each change animates with the animation of its own
/// transaction, and a new animation on a value already animating starts from what is drawn.
struct RunningAnimationsTests {
    /// Two boxes moved by two `withAnimation` calls with different curves, overlapping: the
    /// first at t = 0.1 s (linear, 1 s), the second at t = 0.3 s (linear, 0.5 s).
    struct TwoBoxes: View {
        @State var first = false
        @State var second = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("first").offset(x: first ? 100 : 0)
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("second").offset(x: second ? 100 : 0)
            }
            .frame(width: 200, height: 20, alignment: .leading)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { first = true } }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { withAnimation(.linear(duration: 0.5)) { second = true } }
            }
        }
    }

    @Test func eachChangeFollowsItsOwnAnimation() throws {
        let frames = try ViewHost(TwoBoxes(), canvasSize: CGSize(width: 200, height: 20)).run(for: 1.2)
        func x(_ id: String, _ frame: Int) -> CGFloat { micro(frames[frame].tree.node(id: id)!.frame.minX) }
        // t = 0.3: the first box 0.2 s into its second; the second box starts.
        #expect(x("first", 18) == 20)
        #expect(x("second", 18) == 0)
        // t = 0.55: the first at 0.45 of its way, the second half way along its own.
        #expect(x("first", 33) == 45)
        #expect(x("second", 33) == 50)
        // t = 0.8: the second is over, the first keeps its pace.
        #expect(x("second", 48) == 100)
        #expect(x("first", 48) == 70)
        #expect(x("first", 66) == 100)
    }

    /// Two views with `.animation(_:value:)` of different durations changed by one state in
    /// one update (at t = 0.1 s): each moves with its own curve.
    struct ImplicitPair: View {
        @State var on = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("slow").offset(x: on ? 100 : 0)
                    .animation(.linear(duration: 1), value: on)
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("fast").offset(x: on ? 100 : 0)
                    .animation(.linear(duration: 0.5), value: on)
            }
            .frame(width: 200, height: 20, alignment: .leading)
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { on = true } }
        }
    }

    @Test func implicitAnimationsInOneUpdateKeepTheirOwnCurves() throws {
        let frames = try ViewHost(ImplicitPair(), canvasSize: CGSize(width: 200, height: 20)).run(for: 1.2)
        func x(_ id: String, _ frame: Int) -> CGFloat { micro(frames[frame].tree.node(id: id)!.frame.minX) }
        #expect([6, 21, 36, 66].map { x("slow", $0) } == [0, 25, 50, 100])
        #expect([6, 21, 36, 66].map { x("fast", $0) } == [0, 50, 100, 100])
    }

    /// A box sent right (linear, 1 s, at t = 0.1 s) and back (linear, 1 s, at t = 0.6 s) while
    /// half way: the second animation starts where the box is drawn (50) and runs from what
    /// the first still shows to its own target, as SwiftUI combines them.
    struct BackAndForth: View {
        @State var right = false
        var body: some View {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box").offset(x: right ? 100 : 0)
                .frame(width: 200, height: 10, alignment: .leading)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { right = true } }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { withAnimation(.linear(duration: 1)) { right = false } }
                }
        }
    }

    @Test func aNewAnimationStartsFromWhatIsDrawn() throws {
        let frames = try ViewHost(BackAndForth(), canvasSize: CGSize(width: 200, height: 10)).run(for: 1.7)
        func x(_ frame: Int) -> CGFloat { micro(frames[frame].tree.node(id: "box")!.frame.minX) }
        #expect(x(35) == micro(100 * 29 / 60))
        #expect(x(36) == 50)
        // t = 0.85: the first at 75, the second a quarter of the way from there to 0.
        #expect(x(51) == 56.25)
        // t = 1.1: the first is over (100), the second half way from it.
        #expect(x(66) == 50)
        #expect(x(96) == 0)
    }

    /// The same with springs (`spring(duration: 1)`, critically damped, ω = 2π): the second
    /// spring replaces the first, starting where the box is and as fast as it moves
    /// (Apple: springs on the same property are "replaced by their successor, preserving
    /// velocity"). Expected from the closed form x(t) = (x₀ + (v₀ + ωx₀)t)e^(−ωt) about the target.
    struct SpringBack: View {
        @State var right = false
        var body: some View {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box").offset(x: right ? 100 : 0)
                .frame(width: 200, height: 10, alignment: .leading)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.spring(duration: 1)) { right = true } }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { withAnimation(.spring(duration: 1)) { right = false } }
                }
        }
    }

    @Test func aSpringReplacesTheSpringBeforeKeepingItsVelocity() throws {
        let frames = try ViewHost(SpringBack(), canvasSize: CGSize(width: 200, height: 10)).run(for: 1.2)
        func x(_ frame: Int) -> Double { Double(frames[frame].tree.node(id: "box")!.frame.minX) }
        let omega = 2 * Double.pi, start = 100 * (1 - (1 + omega / 2) * exp(-omega / 2)), speed = 100 * omega * omega / 2 * exp(-omega / 2)
        #expect(abs(x(36) - start) < 1e-6)
        let expected = (start + (speed + omega * start) * 0.5) * exp(-omega * 0.5)
        #expect(abs(x(66) - expected) < 0.01, "\(x(66)) ≠ \(expected)")
    }

    /// A custom shape whose path is not a straight mix of its ends: a needle at an angle of
    /// `turn` half turns. Re-evaluated at the interpolated `animatableData`, the middle
    /// frame points straight down; mixing the end paths would pass through the centre.
    struct Needle: Shape {
        var turn: Double
        var animatableData: Double {
            get { turn }
            set { turn = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.midY))
                path.addLine(to: CGPoint(x: rect.midX + 50 * cos(turn * .pi), y: rect.midY + 50 * sin(turn * .pi)))
            }
        }
    }

    struct Dial: View {
        @State var turned = false
        var body: some View {
            Needle(turn: turned ? 1 : 0).stroke(Color.black).frame(width: 100, height: 100)
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { turned = true } } }
        }
    }

    @Test func customShapePathIsDrawnAtTheInterpolatedValue() throws {
        let frames = try ViewHost(Dial(), canvasSize: CGSize(width: 100, height: 100)).run(for: 1.2)
        func tip(_ frame: Int) -> CGPoint? {
            for item in frames[frame].tree.allNodes.flatMap(\.display.content) {
                if case let .shape(outline, _, _) = item, case let .line(to) = outline.path.elements[1] { return micro(to) }
            }
            return nil
        }
        #expect(tip(6) == CGPoint(x: 100, y: 50))
        #expect(tip(36) == CGPoint(x: 50, y: 100))
        #expect(tip(66) == CGPoint(x: 0, y: 50))
    }
}

/// A text changed inside `withAnimation(.linear(duration: 1))` at t = 0.1 s cross-fades: half
/// way, the old and the new text are both drawn at half opacity; at the end only the new one.
struct TextCrossFadeTests {
    struct Counter: View {
        @State var count = 1
        var body: some View {
            Text("\(count)").contentTransition(.numericText()).accessibilityIdentifier("label")
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { count = 2 } } }
        }
    }

    @Test func changedTextCrossFades() throws {
        let frames = try ViewHost(Counter(), canvasSize: CGSize(width: 100, height: 40)).run(for: 66.0 / 60)
        let middle = frames[36].tree.node(id: "label")!
        #expect(middle.children.map(\.text) == ["1", "2"])
        #expect(middle.children.map { micro($0.display.opacity) } == [0.5, 0.5])
        #expect(middle.display.content.isEmpty)
        let end = frames[66].tree.node(id: "label")!
        #expect(end.children.isEmpty)
        #expect(end.text == "2")
    }
}
