import LayoutDSL
import Testing

/// A view removed inside `withAnimation(.linear(duration: 1))` at t = 0.1 s (frame 6 at 60 fps)
/// stays drawn, plays its transition's removal (identity on frame 6, half way on frame 36,
/// nearly its active state on frame 65) and is gone on frame 66, when the animation is over.
struct RemovalTransitionTests {
    /// The box (100 × 50, centred at 150, 50 in a 300 × 100 canvas) on frames 6, 36 and 65;
    /// checks it is gone on frame 66.
    func boxes(_ transition: AnyTransition) throws -> [ResolvedNode] {
        let host = ViewHost(TransitionTests.Toggler(shown: true, transition: transition), canvasSize: CGSize(width: 300, height: 100))
        let frames = try host.run(for: 66.0 / 60)
        #expect(frames[66].tree.node(id: "box") == nil)
        return [6, 36, 65].map { frames[$0].tree.node(id: "box")! }
    }

    /// 1 − 59/60: how far from its active state the box is on frame 65.
    static let last = 1 - 59.0 / 60

    /// Whether the values agree to a millionth (values reached along different float paths).
    func close(_ a: [CGFloat], _ b: [CGFloat]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 } }

    @Test func opacityFadesOut() throws {
        let b = try boxes(.opacity)
        #expect(b.map { micro($0.opacity) } == [1, 0.5, micro(Self.last)])
        #expect(b.allSatisfy { $0.frame == CGRect(x: 100, y: 25, width: 100, height: 50) })
    }

    /// `.slide` leaves towards the trailing edge, `.move(edge:)` towards its edge, by the view's size.
    @Test func moveLeavesByItsOwnSizeTowardsTheEdge() throws {
        #expect(try boxes(.slide).map { micro($0.frame.minX) } == [100, 150, micro(100 + 100 * (1 - Self.last))])
        #expect(try boxes(.move(edge: .leading)).map { micro($0.frame.minX) } == [100, 50, micro(100 * Self.last)])
        #expect(try boxes(.move(edge: .top)).map { micro($0.frame.minY) } == [25, 0, micro(25 - 50 * (1 - Self.last))])
    }

    @Test func scaleShrinksAboutItsAnchor() throws {
        #expect(try boxes(.scale).map { micro($0.frame.width) } == [100, 50, micro(100 * Self.last)])
        let topLeading = try boxes(.scale(scale: 0.5, anchor: .topLeading))
        #expect(topLeading.map(\.frame.minX) == [100, 100, 100])
        #expect(close(topLeading.map(\.frame.height), [50, 37.5, 25 + 25 * Self.last]))
    }

    /// `push(from: .trailing)` leaves towards the leading edge fading; `asymmetric` uses its
    /// removal; `combined` applies both; an offset leaves towards its offset.
    @Test func pushAsymmetricCombinedAndOffset() throws {
        let push = try boxes(.push(from: .trailing))
        #expect(close(push.map(\.frame.minX), [100, 50, 100 * Self.last]))
        #expect(push.map { micro($0.opacity) } == [1, 0.5, micro(Self.last)])
        let asymmetric = try boxes(.asymmetric(insertion: .offset(x: -40), removal: .opacity))
        #expect(asymmetric.map(\.frame.minX) == [100, 100, 100])
        #expect(asymmetric.map { micro($0.opacity) } == [1, 0.5, micro(Self.last)])
        let combined = try boxes(.opacity.combined(with: .offset(y: 20)))
        #expect(close(combined.map(\.frame.minY), [25, 35, 25 + 20 * (1 - Self.last)]))
        #expect(combined.map { micro($0.opacity) } == [1, 0.5, micro(Self.last)])
        #expect(try boxes(.offset(x: 30, y: -10)).map { micro($0.frame.origin) } == [CGPoint(x: 100, y: 25), CGPoint(x: 115, y: 20),
                                                                                   micro(CGPoint(x: 100 + 30 * (1 - Self.last), y: 25 - 10 * (1 - Self.last)))])
    }

    /// A transition with its own animation leaves on it: gone after its 0.5 s, by frame 36.
    @Test func transitionAnimationOverridesTheTransaction() throws {
        let host = ViewHost(TransitionTests.Toggler(shown: true, transition: .opacity.animation(.linear(duration: 0.5))), canvasSize: CGSize(width: 300, height: 100))
        let frames = try host.run(for: 36.0 / 60)
        #expect(micro(frames[21].tree.node(id: "box")!.opacity) == 0.5)
        #expect(frames[36].tree.node(id: "box") == nil)
    }

    /// Removed without an animation, the view leaves at once.
    @Test func unanimatedRemovalIsImmediate() throws {
        struct Plain: View {
            @State var shown = true
            var body: some View {
                ZStack { if shown { Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("box").transition(.opacity) } }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { shown = false } }
            }
        }
        let frames = try ViewHost(Plain(), canvasSize: CGSize(width: 100, height: 100)).run(for: 0.2)
        #expect(frames[5].tree.node(id: "box") != nil)
        #expect(frames[6].tree.node(id: "box") == nil)
    }

    /// In a VStack, the view below a removed one moves up with the animation while the
    /// removed one fades where it was, in its old drawing order.
    @Test func siblingsMoveWhileTheRemovedViewLeaves() throws {
        struct Column: View {
            @State var middle = true
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 20).accessibilityIdentifier("top")
                    if middle { Color.green.frame(width: 50, height: 40).accessibilityIdentifier("middle").transition(.opacity) }
                    Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("bottom")
                }
                .frame(width: 100, height: 200, alignment: .top)
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { middle = false } } }
            }
        }
        let frames = try ViewHost(Column(), canvasSize: CGSize(width: 100, height: 200)).run(for: 66.0 / 60)
        #expect([6, 36, 66].map { micro(frames[$0].tree.node(id: "bottom")!.frame.minY) } == [60, 40, 20])
        #expect(frames[36].tree.node(id: "middle")!.frame == CGRect(x: 25, y: 20, width: 50, height: 40))
        #expect(micro(frames[36].tree.node(id: "middle")!.opacity) == 0.5)
        let order = frames[36].tree.allNodes.compactMap(\.id).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        #expect(order == ["top", "middle", "bottom"])
        #expect(frames[66].tree.node(id: "middle") == nil)
    }

    /// Every frame of a removal is the same on every run.
    @Test func removalSequenceIsIdenticalOnEveryRun() throws {
        let runs = try (0..<5).map { _ in
            try ViewHost(TransitionTests.Toggler(shown: true, transition: .push(from: .trailing).combined(with: .scale)), canvasSize: CGSize(width: 300, height: 100))
                .run(for: 1.2).map { frame in frame.tree.allNodes.map { "\($0.id ?? "-")\($0.frame)\($0.opacity)" }.joined(separator: ";") }
        }
        #expect(runs.allSatisfy { $0 == runs[0] })
    }
}

func micro(_ p: CGPoint) -> CGPoint { CGPoint(x: micro(p.x), y: micro(p.y)) }
