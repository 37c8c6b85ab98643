import LayoutDSL
import Testing

/// Views inserted or removed inside `withAnimation(.linear(duration: 1))` at t = 0.1 s (frame 6
/// at 60 fps): without a transition they fade (SwiftUI's default `.opacity`); with a custom
/// `Transition` or `.modifier(active:identity:)` they animate between the phases' looks.
struct CustomTransitionTests {
    struct Toggle<T: View>: View {
        @State private var shown: Bool
        let make: () -> T
        init(showing: Bool, make: @escaping () -> T) { _shown = State(initialValue: showing); self.make = make }
        var body: some View {
            ZStack { if shown { make() } }
                .frame(width: 300, height: 100)
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { shown.toggle() } } }
        }
    }

    static func box() -> some View { Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("box") }

    /// The box on frames 6, 36, 66 (nil where it is not drawn), as it is inserted or removed.
    func boxes<T: View>(inserting: Bool, _ make: @escaping () -> T) throws -> [ResolvedNode?] {
        let host = ViewHost(Toggle(showing: !inserting, make: make), canvasSize: CGSize(width: 300, height: 100))
        let frames = try host.run(ScrollSequence(y: Array(repeating: 0, count: 67)))
        return [6, 36, 66].map { frames[$0].tree.node(id: "box") }
    }

    @Test func viewsWithoutATransitionFade() throws {
        let inserted = try boxes(inserting: true) { Self.box() }
        #expect(inserted.map { $0.map { micro($0.opacity) } } == [0, 0.5, 1])
        #expect(inserted.allSatisfy { $0?.frame == CGRect(x: 100, y: 25, width: 100, height: 50) })
        let removed = try boxes(inserting: false) { Self.box() }
        #expect(removed.map { $0.map { micro($0.opacity) } } == [1, 0.5, nil])
    }

    /// `Transition.combined(with:)` and `Transition.animation(_:)` compose custom transitions.
    @Test func customTransitionsCompose() throws {
        // Swoop then 20 points down: the box starts at 37.5 + 20; half way the swoop is half
        // done (57.5 → 45 by the drawn trees) and the offset, evaluated per frame, half gone (−10).
        let combined = try boxes(inserting: true) { Self.box().transition(Swoop().combined(with: .offset(x: 0, y: 20))) }
        #expect(combined.map { $0.map { micro($0.frame.minY) } } == [57.5, 41.25, 25])
        let fast = try boxes(inserting: true) { Self.box().transition(Swoop().animation(.linear(duration: 0.5))) }
        #expect(fast.map { $0.map { micro($0.frame.minX) } } == [85, 100, 100])
    }

    @Test func unanimatedInsertionDoesNotFade() throws {
        struct Plain: View {
            @State private var shown = false
            var body: some View {
                ZStack { if shown { CustomTransitionTests.box() } }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { shown = true } }
            }
        }
        let frames = try ViewHost(Plain(), canvasSize: CGSize(width: 300, height: 100)).run(ScrollSequence(y: Array(repeating: 0, count: 10)))
        #expect(frames[6].tree.node(id: "box")?.opacity == 1)
    }

    /// A row appended to a `ForEach` fades in; the rows already there do not.
    @Test func insertedForEachElementFades() throws {
        struct Rows: View {
            @State private var count = 2
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { Color.gray.frame(width: 100, height: 20).accessibilityIdentifier("row\($0)") }
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { count = 3 } } }
            }
        }
        let frames = try ViewHost(Rows(), canvasSize: CGSize(width: 300, height: 100)).run(ScrollSequence(y: Array(repeating: 0, count: 37)))
        #expect(micro(frames[36].tree.node(id: "row2")!.opacity) == 0.5)
        #expect(frames[36].tree.node(id: "row0")!.opacity == 1)
    }

    /// Scales from half size, fades and slides by 40 points times the phase's value (−1 before
    /// it appears, 1 after it leaves).
    struct Swoop: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .scaleEffect(phase.isIdentity ? 1 : 0.5)
                .opacity(phase.isIdentity ? 1 : 0)
                .offset(x: phase.value * 40)
        }
    }

    @Test func customTransitionAnimatesBetweenItsPhases() throws {
        // Appearing: 50 wide at 125 − 40 = 85, to 100 wide at 100; half way 75 wide at 92.5.
        let inserted = try boxes(inserting: true) { Self.box().transition(Swoop()) }
        #expect(inserted.map { $0.map { micro($0.frame.minX) } } == [85, 92.5, 100])
        #expect(inserted.map { $0.map { micro($0.frame.width) } } == [50, 75, 100])
        #expect(inserted.map { $0.map { micro($0.opacity) } } == [0, 0.5, 1])
        // Leaving: to 50 wide at 125 + 40 = 165; half way 75 wide at 132.5; gone when over.
        let removed = try boxes(inserting: false) { Self.box().transition(Swoop()) }
        #expect(removed.map { $0.map { micro($0.frame.minX) } } == [100, 132.5, nil])
        #expect(removed.map { $0.map { micro($0.opacity) } } == [1, 0.5, nil])
    }

    /// A turn as an animatable modifier: drawn at the interpolated angle on every frame.
    struct Turn: AnimatableModifier {
        var degrees: Double
        var animatableData: Double {
            get { degrees }
            set { degrees = newValue }
        }
        func body(content: Content) -> some View { content.rotationEffect(.degrees(degrees)) }
    }

    @Test func modifierTransitionAnimatesFromActiveToIdentity() throws {
        let inserted = try boxes(inserting: true) { Self.box().transition(.modifier(active: Turn(degrees: 90), identity: Turn(degrees: 0))) }
        #expect(inserted.map { $0.map { micro(abs($0.rotationDegrees)) } } == [90, 45, 0])
        let removed = try boxes(inserting: false) { Self.box().transition(.modifier(active: Turn(degrees: 90), identity: Turn(degrees: 0))) }
        #expect(removed.map { $0.map { micro(abs($0.rotationDegrees)) } } == [0, 45, nil])
    }
}

/// A row appended to a `ForEach` inside an `if` branch that stays fades in on its own.
struct NestedInsertionPointTests {
    struct Rows: View {
        @State private var count = 1
        var body: some View {
            VStack(spacing: 0) {
                if count > 0 {
                    ForEach(0..<count, id: \.self) { Color.gray.frame(width: 100, height: 20).accessibilityIdentifier("row\($0)") }
                }
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { count = 2 } } }
        }
    }

    @Test func innerElementFades() throws {
        let frames = try ViewHost(Rows(), canvasSize: CGSize(width: 300, height: 100)).run(ScrollSequence(y: Array(repeating: 0, count: 37)))
        #expect(micro(frames[36].tree.node(id: "row1")!.opacity) == 0.5)
        #expect(frames[36].tree.node(id: "row0")!.opacity == 1)
    }
}
