import LayoutDSL
import Testing

/// A fling in the style of SwiftUI articles that predate scroll physics: a drag's predicted end
/// starts an ease-out animation stepped by a `Timer.publish` stored in `@State`, timed with
/// `CACurrentMediaTime()`, and a tap stops it by cancelling the timer's connection.
struct FlingTimerSequenceTests {
    /// Position = start + (end − start)·(1 − (1 − t)⁴), t the fraction of the duration elapsed.
    final class Fling {
        private(set) var from: CGFloat = 0, to: CGFloat = 0
        private var duration: Double = 1, startTime: Double = 0
        private(set) var isRunning = false

        func start(from: CGFloat, to: CGFloat, duration: Double) {
            self.from = from; self.to = to; self.duration = duration
            startTime = CACurrentMediaTime()
            isRunning = true
        }

        func stop() { isRunning = false }

        func step() -> CGFloat {
            let t = min(1, (CACurrentMediaTime() - startTime) / duration)
            if t >= 1 { isRunning = false }
            return Self.position(from: from, to: to, t: t)
        }

        static func position(from: CGFloat, to: CGFloat, t: Double) -> CGFloat {
            from + (to - from) * CGFloat(1 - pow(1 - t, 4))
        }
    }

    struct FlingStrip: View {
        let fling: Fling
        @State private var offset: CGFloat = 0
        @State private var ticker = Timer.publish(every: 1.0 / 60, on: .main, in: .common).autoconnect()

        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.gray.frame(width: 390, height: 100)
                // A tenth of the offset: the bar stays inside the strip, which takes the touches.
                Color.blue.frame(width: offset / 10, height: 10).accessibilityIdentifier("offset")
            }
            .gesture(DragGesture().onEnded { value in
                fling.start(from: offset, to: offset - value.predictedEndTranslation.width, duration: 1)
                ticker = Timer.publish(every: 1.0 / 60, on: .main, in: .common).autoconnect()
            })
            .gesture(TapGesture().onEnded { _ in
                fling.stop()
                ticker.upstream.connect().cancel()
            })
            .onReceive(ticker) { _ in
                guard fling.isRunning else {
                    ticker.upstream.connect().cancel()
                    return
                }
                offset = fling.step()
            }
        }
    }

    /// Drags left for 0.1 s, releases at 1 500 pt/s, watches 0.5 s of the fling, taps, then
    /// watches 0.5 s more. Returns the offset shown on every frame and the fling.
    static func run() throws -> (offsets: [CGFloat], fling: Fling, releaseFrame: Int, tapFrame: Int) {
        let fling = Fling()
        let host = ViewHost(FlingStrip(fling: fling), canvasSize: CGSize(width: 390, height: 100))
        var frames = try host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.1,
                                   releaseVelocity: CGSize(width: -1500, height: 0), settle: 0.5)
        let releaseFrame = 6  // the stroke's 0.1 s is frames 0…6 at 60 fps; the finger lifts after frame 6
        host.advanceTime(to: host.time + 1.0 / 60)
        frames += try host.taps(at: [CGPoint(x: 200, y: 50)])
        let tapFrame = frames.count - 1
        frames += try host.run(for: 0.5).dropFirst()
        return (frames.map { $0.tree.node(id: "offset")!.frame.width * 10 }, fling, releaseFrame, tapFrame)
    }

    @Test func flingEasesOutToThePredictedOffsetAndATapStopsIt() throws {
        let (offsets, fling, release, tap) = try Self.run()
        #expect(fling.from == 0)
        #expect(fling.to > 200 && fling.to < 1000)  // past the 200 pt dragged: the release velocity carries it on
        // Nothing moves while the finger is down.
        #expect(offsets[...release].allSatisfy { $0 == 0 })
        // The release's state change (a new timer) is shown by the next frame's update, where
        // `.onReceive` subscribes and the timer connects: its first tick is one interval later.
        // From then on the k-th frame after release shows the fling at exactly k/60 s (to the
        // nanosecond the clock counts in: 1e-9 s at under 1 000 pt/s).
        #expect(offsets[release + 1] == 0)
        for k in 2...30 {
            let expected = Fling.position(from: fling.from, to: fling.to, t: Double(k) / 60)
            #expect(abs(offsets[release + k] - expected) < 1e-5, "frame \(release + k)")
        }
        // Ease-out: each step shorter than the one before.
        let steps = (release + 2..<release + 30).map { offsets[$0 + 1] - offsets[$0] }
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 > $1 })
        // The tap stops it where it was: the frame before the tap and every frame after agree.
        #expect(offsets[tap...].allSatisfy { $0 == offsets[tap - 1] })
        #expect(offsets[tap - 1] < fling.to)
    }

    @Test func isIdenticalOnEveryRun() throws {
        let runs = try (0..<20).map { _ in try Self.run().offsets }
        #expect(runs.allSatisfy { $0 == runs[0] })
    }
}
