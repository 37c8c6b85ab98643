import LayoutDSL
import Testing

/// `ViewHost.still`: a still shows the view after its appearance settled, as Xcode's canvas and
/// an iOS snapshot show it, where a sequence's first frame shows time zero.
@MainActor
struct SettledStillTests {
    /// A welcome screen whose title fades in and whose subtitle is inserted with a fade when it
    /// appears (`withAnimation(.easeIn(duration: 1))` in `onAppear`), under rows that rise in one
    /// after another with their own animations (the last ends at 0.2 · 2 + 0.4 = 0.8 s).
    struct Welcome: View {
        @State var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Color.green.frame(width: 10, height: 10).accessibilityIdentifier("title").opacity(shown ? 1 : 0)
                if shown { Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("subtitle").transition(.opacity) }
                ForEach(0..<3) { index in
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("row\(index)")
                        .offset(x: shown ? 0 : 20)
                        .animation(.easeOut(duration: 0.4).delay(Double(index) * 0.2), value: shown)
                }
            }
            .frame(width: 100, height: 100, alignment: .top)
            .onAppear { withAnimation(.easeIn(duration: 1)) { shown = true } }
        }
    }

    @Test func aStillShowsTheScreenAfterItsAppearanceAnimationsEnd() throws {
        let still = try ViewHost(Welcome(), canvasSize: CGSize(width: 100, height: 100)).still()
        #expect(still.index == 0 && still.time == 1)
        #expect(still.tree.node(id: "title")?.display.opacity == 1)
        #expect(still.tree.node(id: "subtitle")?.frame.minY == 10)
        for index in 0..<3 { #expect(still.tree.node(id: "row\(index)")?.frame.minX == 45, "row \(index)") }
        // A sequence's first frame is time zero: the title has not begun to fade in.
        let first = try ViewHost(Welcome(), canvasSize: CGSize(width: 100, height: 100)).run(for: 0)[0]
        #expect(first.time == 0 && first.tree.node(id: "title")?.display.opacity == 0)
    }

    /// A bar growing with a bouncy spring on appearing (a real app's progress bar). The spring
    /// settles 311/240 s in, between two of the clock's whole nanoseconds; the still used to
    /// wait for it for ever, the clock landing a fraction of a nanosecond short.
    struct SpringingBar: View {
        @State var width = 0.0
        var body: some View {
            Rectangle().frame(width: width, height: 20).accessibilityIdentifier("bar")
                .onAppear { withAnimation(.spring(response: 0.8, dampingFraction: 0.6)) { width = 175.5 } }
        }
    }

    @Test func aSpringEndingBetweenNanosecondsIsFollowedToItsEnd() throws {
        let settling = Spring(response: 0.8, dampingRatio: 0.6).settlingDuration
        #expect(abs(settling - 311.0 / 240) < 1e-9)
        let still = try ViewHost(SpringingBar(), canvasSize: CGSize(width: 200, height: 100)).still()
        #expect(abs(still.time - settling) < 1e-9)
        #expect(still.tree.node(id: "bar")?.frame.width == 175.5)
    }

    /// A pulse that repeats forever, started on appearing: it never ends, so the still is
    /// taken at once, at its start.
    struct Pulse: View {
        @State var big = false
        var body: some View {
            Color.blue.frame(width: big ? 40 : 20, height: 20).accessibilityIdentifier("pulse")
                .onAppear { withAnimation(.linear(duration: 1).repeatForever()) { big = true } }
        }
    }

    @Test func anAnimationThatRepeatsForeverIsShownAtItsStart() throws {
        let still = try ViewHost(Pulse(), canvasSize: CGSize(width: 100, height: 100)).still()
        #expect(still.time == 0 && still.tree.node(id: "pulse")?.frame.width == 20)
    }

    /// A completion that starts a second animation: both are followed, up to the limit.
    struct Chained: View {
        @State var step = 0
        var body: some View {
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("box").offset(x: CGFloat(step) * 30)
                .onAppear {
                    withAnimation(.linear(duration: 0.5)) { step = 1 } completion: {
                        withAnimation(.linear(duration: 3)) { step = 2 }
                    }
                }
        }
    }

    @Test func aChainedAnimationIsFollowedUpToTheLimit() throws {
        let settled = try ViewHost(Chained(), canvasSize: CGSize(width: 100, height: 20)).still()
        #expect(abs(settled.time - 3.5) < 1e-6 && settled.tree.node(id: "box")?.frame.minX == 105)
        let limited = try ViewHost(Chained(), canvasSize: CGSize(width: 100, height: 20)).still(limit: 2)
        // Half way through the second animation, 1.5 s of its 3.
        #expect(limited.time == 2 && abs((limited.tree.node(id: "box")?.frame.minX ?? 0) - 90) < 1e-6)
    }
}
