import Foundation
import LayoutDSL
import Testing

/// `GeometryEffect`s, `AnimatableModifier`s and `Animatable` views are evaluated on every frame
/// with their `animatableData` interpolated along the animation: a change made inside
/// `withAnimation(.linear(duration: 1))` at t = 0.1 s (frame 6 at 60 fps) shows the old value on
/// frame 6, the half-way value on frame 36 and the new one from frame 66.
struct AnimatedDataTests {
    /// The shake of a wrong PIN: `sin(animatableData · 3π)` points, so the end states (0 and 1
    /// attempts) draw no offset and only frames in between show one.
    struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 3), y: 0))
        }
    }

    struct PinField: View {
        @State private var attempts = 0
        let animation: Animation?
        var body: some View {
            Color.red.frame(width: 100, height: 20).accessibilityIdentifier("field")
                .modifier(Shake(animatableData: CGFloat(attempts)))
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                        if let animation { withAnimation(animation) { attempts += 1 } } else { attempts += 1 }
                    }
                }
        }
    }

    func fieldX(_ animation: Animation?, frames: [Int]) throws -> [CGFloat] {
        let host = ViewHost(PinField(animation: animation), canvasSize: CGSize(width: 300, height: 100))
        let run = try host.run(ScrollSequence(y: Array(repeating: 0, count: frames.max()! + 1)))
        return frames.map { micro(run[$0].tree.node(id: "field")!.frame.minX) }
    }

    @Test func geometryEffectIsEvaluatedAtTheInterpolatedValue() throws {
        // 0.25 attempts: 10·sin(0.75π) = 7.071068; 0.5: 10·sin(1.5π) = −10; 1: sin(3π) = 0.
        #expect(try fieldX(.linear(duration: 1), frames: [5, 6, 21, 36, 66, 80]) == [100, 100, 107.071068, 90, 100, 100])
        // An ease-in-out curve is at 0.5 at half time too, and earlier slower than linear.
        let eased = try fieldX(.easeInOut(duration: 1), frames: [36])
        #expect(eased == [90])
    }

    @Test func unanimatedChangeJumps() throws {
        #expect(try fieldX(nil, frames: [5, 6, 21, 36]) == [100, 100, 100, 100])
    }

    /// A count-up number, as an `AnimatableModifier` and as an iOS 17 `Animatable` view.
    struct CountUp: AnimatableModifier {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        func body(content: Content) -> some View {
            content.overlay(Text("\(Int(value.rounded()))").accessibilityIdentifier("count"))
        }
    }

    struct CountingText: View, Animatable {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        var body: some View { Text("\(Int(value.rounded()))").accessibilityIdentifier("label") }
    }

    struct Stats: View {
        @State private var total = 0.0
        var body: some View {
            VStack {
                Color.clear.frame(width: 100, height: 30).modifier(CountUp(value: total))
                CountingText(value: total)
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { total = 1200 } } }
        }
    }

    @Test func animatableModifierAndViewShowIntermediateNumbers() throws {
        let host = ViewHost(Stats(), canvasSize: CGSize(width: 300, height: 200))
        let frames = try host.run(ScrollSequence(y: Array(repeating: 0, count: 80)))
        let counts = [5, 6, 21, 36, 51, 66, 79].map { frames[$0].tree.node(id: "count")!.text }
        #expect(counts == ["0", "0", "300", "600", "900", "1,200", "1,200"])  // Int interpolations group thousands in en_US
        let labels = [6, 21, 36, 66].map { frames[$0].tree.node(id: "label")!.text }
        #expect(labels == ["0", "300", "600", "1,200"])
    }

    @Test func sequenceIsIdenticalOnEveryRun() throws {
        let runs = try (0..<20).map { _ in
            VirtualTimeTests.fingerprint(try ViewHost(PinField(animation: .spring(duration: 0.4, bounce: 0.3)),
                                                      canvasSize: CGSize(width: 300, height: 100)).run(for: 1, framesPerSecond: 30))
        }
        #expect(Set(runs).count == 1)
    }
}

/// A count-up started at 0.1 s, and at 0.3 s an unrelated animated change: the number keeps
/// showing its own frame's value, drawn once (not cross-faded between two frames' texts).
struct AnimatedDataAndOtherAnimationsTests {
    struct Counter: View {
        @State private var total = 0.0
        @State private var wide = false
        var body: some View {
            VStack {
                AnimatedDataTests.CountingText(value: total)
                Color.red.frame(width: wide ? 200 : 100, height: 10)
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { total = 1200 } }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { withAnimation(.linear(duration: 1)) { wide = true } }
            }
        }
    }

    @Test func countKeepsItsOwnValue() throws {
        let frames = try ViewHost(Counter(), canvasSize: CGSize(width: 300, height: 200)).run(ScrollSequence(y: Array(repeating: 0, count: 40)))
        let labels = frames[36].tree.allNodes.filter { $0.text != nil }
        #expect(labels.map(\.text) == ["600"])
        #expect(labels.first?.opacity == 1)
    }
}
