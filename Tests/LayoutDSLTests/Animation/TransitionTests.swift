import LayoutDSL
import Testing

/// A view inserted inside `withAnimation(.linear(duration: 1))` at t = 0.1 s (frame 6 at 60
/// fps) is at its transition's start on frame 6, half way on frame 36, in place on frame 66.
struct TransitionTests {
    /// A 100 × 50 box with `transition`, shown or hidden by a one-second linear animation at t = 0.1 s.
    struct Toggler: View {
        @State var shown: Bool
        let transition: AnyTransition
        init(shown: Bool, transition: AnyTransition) { _shown = State(initialValue: shown); self.transition = transition }
        var body: some View {
            ZStack {
                if shown { Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("box").transition(transition) }
            }
            .frame(width: 300, height: 100)
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { shown.toggle() } } }
        }
    }

    /// The box (100 × 50, centred at 150, 50 in a 300 × 100 canvas) on frames 6, 36 and 66.
    func boxes(_ transition: AnyTransition) throws -> [ResolvedNode] {
        let host = ViewHost(Toggler(shown: false, transition: transition), canvasSize: CGSize(width: 300, height: 100))
        let frames = try host.run(ScrollSequence(y: Array(repeating: 0, count: 67)))
        #expect(frames[5].tree.node(id: "box") == nil)
        return [6, 36, 66].map { frames[$0].tree.node(id: "box")! }
    }

    @Test func opacityFadesIn() throws {
        let b = try boxes(.opacity)
        #expect(b.map { micro($0.opacity) } == [0, 0.5, 1])
        #expect(b.allSatisfy { $0.frame == CGRect(x: 100, y: 25, width: 100, height: 50) })
    }

    @Test func moveComesInFromItsOwnWidthBeyondTheEdge() throws {
        #expect(try boxes(.move(edge: .leading)).map { micro($0.frame.minX) } == [0, 50, 100])
        #expect(try boxes(.slide).map { micro($0.frame.minX) } == [0, 50, 100])
        #expect(try boxes(.move(edge: .bottom)).map { micro($0.frame.minY) } == [75, 50, 25])
    }

    @Test func scaleGrowsAboutItsAnchor() throws {
        #expect(try boxes(.scale).map { micro($0.frame.width) } == [0, 50, 100])
        let topLeading = try boxes(.scale(scale: 0.5, anchor: .topLeading))
        #expect(topLeading.map(\.frame.minX) == [100, 100, 100])
        #expect(topLeading.map { micro($0.frame.width) } == [50, 75, 100])
    }

    @Test func combinedPushAndAsymmetric() throws {
        let combined = try boxes(.opacity.combined(with: .offset(y: 20)))
        #expect(combined.map { micro($0.frame.minY) } == [45, 35, 25])
        #expect(combined.map { micro($0.opacity) } == [0, 0.5, 1])
        let push = try boxes(.push(from: .trailing))
        #expect(push.map { micro($0.frame.minX) } == [200, 150, 100])
        let asymmetric = try boxes(.asymmetric(insertion: .offset(x: -40), removal: .opacity))
        #expect(asymmetric.map { micro($0.frame.minX) } == [60, 80, 100])
        #expect(try boxes(.identity).map(\.frame.minX) == [100, 100, 100])
        #expect(try boxes(AnyTransition(.blurReplace)).map { micro($0.opacity) } == [0, 0.5, 1])
    }

    /// A transition with its own animation uses it: twice as fast here, done by frame 36.
    @Test func transitionAnimationOverridesTheTransaction() throws {
        let b = try boxes(.move(edge: .leading).animation(.linear(duration: 0.5)))
        #expect(b.map { micro($0.frame.minX) } == [0, 100, 100])
    }

    /// The first appearance with the host does not animate.
    @Test func initialAppearanceDoesNotTransition() throws {
        struct Shown: View {
            var body: some View { Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("box").transition(.opacity.animation(.linear)) }
        }
        let frames = try ViewHost(Shown(), canvasSize: CGSize(width: 300, height: 100)).run(ScrollSequence(y: [0, 0]))
        #expect(frames.map { $0.tree.node(id: "box")!.opacity } == [1, 1])
    }
}

/// `x` rounded to a millionth, so values computed through transforms compare exactly.
func micro<F: BinaryFloatingPoint>(_ x: F) -> F { (x * 1_000_000).rounded() / 1_000_000 }
