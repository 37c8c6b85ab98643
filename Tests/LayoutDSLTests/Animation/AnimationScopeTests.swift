import LayoutDSL
import Testing

/// `.animation(_:value:)`, `.transaction` and `animation(_:body:)` animate their own subtree's
/// changes only: one state change at t = 0.1 s (frame 6 at 60 fps), without `withAnimation`,
/// changes two bars; only the one inside the scope animates (half way on frame 36).
struct AnimationScopeTests {
    struct TwoBars: View {
        @State private var on = false
        var body: some View {
            VStack {
                Color.red.frame(width: on ? 200 : 100, height: 20).accessibilityIdentifier("scoped")
                    .animation(.linear(duration: 1), value: on)
                Color.blue.frame(width: on ? 200 : 100, height: 20).accessibilityIdentifier("outside")
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { on = true } }
        }
    }

    func widths<V: View>(_ view: V, _ ids: [String], frame: Int) throws -> [CGFloat] {
        let frames = try ViewHost(view, canvasSize: CGSize(width: 300, height: 100)).run(ScrollSequence(y: Array(repeating: 0, count: frame + 1)))
        return ids.map { micro(frames[frame].tree.node(id: $0)!.frame.width) }
    }

    @Test func implicitAnimationAnimatesItsSubtreeOnly() throws {
        #expect(try widths(TwoBars(), ["scoped", "outside"], frame: 36) == [150, 200])
    }

    /// Inside `withAnimation`, `.animation(nil, value:)` keeps its subtree from animating.
    struct Unanimated: View {
        @State private var on = false
        var body: some View {
            VStack {
                Color.red.frame(width: on ? 200 : 100, height: 20).accessibilityIdentifier("still")
                    .animation(nil, value: on)
                Color.blue.frame(width: on ? 200 : 100, height: 20).accessibilityIdentifier("moving")
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { on = true } } }
        }
    }

    @Test func nilAnimationDisablesTheSubtree() throws {
        #expect(try widths(Unanimated(), ["still", "moving"], frame: 36) == [200, 150])
    }

    /// `animation(_:body:)`: the opacity applied in the closure animates; the frame of the
    /// content, changed in the same update, does not.
    struct BodyScoped: View {
        @State private var on = false
        var body: some View {
            Color.red.frame(width: on ? 200 : 100, height: 20).accessibilityIdentifier("content")
                .animation(.linear(duration: 1)) { $0.opacity(on ? 0 : 1).accessibilityIdentifier("fade") }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { on = true } }
        }
    }

    @Test func animationBodyAnimatesOnlyItsModifiers() throws {
        let frames = try ViewHost(BodyScoped(), canvasSize: CGSize(width: 300, height: 100)).run(ScrollSequence(y: Array(repeating: 0, count: 37)))
        #expect(micro(frames[36].tree.node(id: "fade")!.display.opacity) == 0.5)
        #expect(frames[36].tree.node(id: "content")!.frame.width == 200)
    }

    /// `.transaction` rewrites its subtree's animation: here twice as fast as the transaction's.
    struct Faster: View {
        @State private var on = false
        var body: some View {
            VStack {
                Color.red.frame(width: on ? 200 : 100, height: 20).accessibilityIdentifier("fast")
                    .transaction { $0.animation = $0.animation?.speed(2) }
                Color.blue.frame(width: on ? 200 : 100, height: 20).accessibilityIdentifier("normal")
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { on = true } } }
        }
    }

    @Test func transactionRewritesItsSubtree() throws {
        #expect(try widths(Faster(), ["fast", "normal"], frame: 21) == [150, 125])
    }
}

/// `.transaction(value:_:)` gives its subtree's changes the transaction it makes when the value
/// changes: here an animation where the state changed without one.
struct ValueTransactionTests {
    struct Bar: View {
        @State private var on = false
        var body: some View {
            Color.red.frame(width: on ? 200 : 100, height: 20).accessibilityIdentifier("bar")
                .transaction(value: on) { $0.animation = .linear(duration: 1) }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { on = true } }
        }
    }

    @Test func transformAppliesWhenTheValueChanges() throws {
        let frames = try ViewHost(Bar(), canvasSize: CGSize(width: 300, height: 100)).run(ScrollSequence(y: Array(repeating: 0, count: 37)))
        #expect(micro(frames[36].tree.node(id: "bar")!.frame.width) == 150)
    }
}
