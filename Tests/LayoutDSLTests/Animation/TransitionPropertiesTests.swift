import LayoutDSL
import Testing

/// iOS 17's `Transition` values as views use them: `AsymmetricTransition`, `apply(content:phase:)`,
/// `BlurReplaceTransition`'s configurations, and `TransitionProperties.hasMotion`, which makes a
/// moving transition a fade when Reduce Motion is on. Same clock as `TransitionTests`: the box
/// is inserted (or removed) by a one-second linear animation at frame 6 and is half way on frame 36.
struct TransitionPropertiesTests {
    struct Toggler<T: Transition>: View {
        @State var shown: Bool
        let transition: T
        var reduceMotion = false
        var body: some View {
            ZStack {
                if shown { Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("box").transition(transition) }
            }
            .frame(width: 300, height: 100)
            .environment(\.accessibilityReduceMotion, reduceMotion)
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { shown.toggle() } } }
        }
    }

    /// The box half way through its insertion (`shown` false) or removal (true).
    func halfWay<T: Transition>(_ transition: T, removing: Bool = false, reduceMotion: Bool = false) throws -> ResolvedNode {
        let toggler = Toggler(shown: removing, transition: transition, reduceMotion: reduceMotion)
        let host = ViewHost(toggler, canvasSize: CGSize(width: 300, height: 100))
        return try host.run(ScrollSequence(y: Array(repeating: 0, count: 37)))[36].tree.node(id: "box")!
    }

    @Test func asymmetricTransitionInsertsAndRemovesDifferently() throws {
        let transition = AsymmetricTransition(insertion: .offset(x: -40), removal: .opacity)
        let inserting = try halfWay(transition)
        #expect(micro(inserting.frame.minX) == 80 && inserting.opacity == 1)
        let removing = try halfWay(transition, removing: true)
        #expect(removing.frame.minX == 100 && micro(removing.opacity) == 0.5)
    }

    @Test func properties() {
        #expect(!OpacityTransition.properties.hasMotion && !IdentityTransition.properties.hasMotion)
        #expect(MoveTransition.properties.hasMotion && TransitionProperties().hasMotion)
        #expect(!AsymmetricTransition<OpacityTransition, IdentityTransition>.properties.hasMotion)
        #expect(AsymmetricTransition<OpacityTransition, SlideTransition>.properties.hasMotion)
    }

    /// Under Reduce Motion a slide fades in place; a fade stays a fade.
    @Test func reduceMotionReplacesMotionWithOpacity() throws {
        let slide = try halfWay(SlideTransition(), reduceMotion: true)
        #expect(slide.frame.minX == 100 && micro(slide.opacity) == 0.5)
        let moving = try halfWay(SlideTransition())
        #expect(micro(moving.frame.minX) == 50 && moving.opacity == 1)
        #expect(micro(try halfWay(OpacityTransition(), reduceMotion: true).opacity) == 0.5)
    }

    /// A custom transition without motion keeps its own look under Reduce Motion.
    struct Dimming: Transition {
        static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
        func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0.2) }
    }

    @Test func customTransitionDeclaresItsProperties() throws {
        #expect(micro(try halfWay(Dimming(), reduceMotion: true).opacity) == 0.6)
    }

    /// `downUp` shrinks the view as it leaves (to 0.8), `upUp` grows it (to 1.2); both grow it in from 0.8.
    @Test func blurReplaceConfigurations() throws {
        #expect(micro(try halfWay(BlurReplaceTransition(configuration: .downUp), removing: true).frame.width) == 90)
        #expect(micro(try halfWay(BlurReplaceTransition(configuration: .upUp), removing: true).frame.width) == 110)
        #expect(micro(try halfWay(BlurReplaceTransition(configuration: .upUp)).frame.width) == 90)
        #expect(BlurReplaceTransition(configuration: .upUp).configuration == .upUp)
    }

    /// `apply(content:phase:)` draws the transition's body for a phase.
    @Test func applyDrawsAPhase() throws {
        let tree = try resolve(OpacityTransition().apply(content: Color.red.frame(width: 10, height: 10), phase: .willAppear)
            .accessibilityIdentifier("faded"))
        #expect(tree.node(id: "faded")?.display.opacity == 0)
    }
}
