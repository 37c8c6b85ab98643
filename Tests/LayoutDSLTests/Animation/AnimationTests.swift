import LayoutDSL
import Testing

/// Animations interpolate across the frames of a sequence on the virtual clock; a single
/// update shows the end state.
struct AnimationTests {
    struct Grower: View {
        @State var wide = false
        let animation: Animation
        var body: some View {
            Color.red.frame(width: wide ? 200 : 100, height: 20).accessibilityIdentifier("bar")
                .opacity(wide ? 0.2 : 1)
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(animation) { wide = true } } }
        }
    }

    func widths(_ animation: Animation, frames: Int = 48) throws -> [CGFloat] {
        let host = ViewHost(Grower(animation: animation), canvasSize: CGSize(width: 300, height: 100))
        return try host.run(ScrollSequence(y: Array(repeating: 0, count: frames))).map { $0.tree.node(id: "bar")!.frame.width }
    }

    @Test func linearAnimationInterpolatesOnTheClock() throws {
        let w = try widths(.linear(duration: 0.5))
        // The change lands on frame 6 (t = 0.1 s); 30 frames later (0.5 s) it is done.
        #expect(w[5] == 100)
        #expect(w[6] == 100)
        #expect(abs(w[21] - 150) < 1e-9)      // 15 frames = 0.25 s: half way
        #expect(w[36] == 200 && w[47] == 200)
    }

    @Test func easeInOutAndSpringCurves() throws {
        let ease = try widths(.easeInOut(duration: 0.5))
        let linearAtFrame9: CGFloat = 100 + 100 * 3 / 30
        #expect(ease[9] < linearAtFrame9 - 1)                // slow start
        #expect(abs(ease[21] - 150) < 0.5)                   // symmetric: half way at half time
        let spring = try widths(.spring(response: 0.4, dampingFraction: 0.5), frames: 90)
        #expect(spring.contains { $0 > 200 })                // underdamped: overshoots
        #expect(abs(spring[89] - 200) < 0.5)
    }

    @Test func singleUpdateShowsEndState() throws {
        let host = ViewHost(Grower(animation: .linear(duration: 0.5)), canvasSize: CGSize(width: 300, height: 100))
        _ = try host.update()
        host.advanceTime(to: 0.2)
        #expect(try host.update().node(id: "bar")?.frame.width == 200)
    }

    /// `.animation(_:value:)` animates the changes made when the value changes; group opacity too.
    @Test func implicitAnimationAndOpacity() throws {
        struct Toggler: View {
            @State var on = false
            var body: some View {
                Color.red.frame(width: on ? 200 : 100, height: 20).accessibilityIdentifier("bar")
                    .opacity(on ? 0 : 1).accessibilityIdentifier("fade")
                    .animation(.linear(duration: 1), value: on)
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { on = true } }
            }
        }
        let host = ViewHost(Toggler(), canvasSize: CGSize(width: 300, height: 100))
        let frames = try host.run(ScrollSequence(y: Array(repeating: 0, count: 40)))
        #expect(abs(frames[36].tree.node(id: "bar")!.frame.width - 150) < 1e-9)
        #expect(abs(frames[36].tree.node(id: "fade")!.display.opacity - 0.5) < 1e-9)
    }
}
