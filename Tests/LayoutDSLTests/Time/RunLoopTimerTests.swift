import Foundation
import LayoutDSL
import Testing

/// `Timer.scheduledTimer` and main-queue `DispatchWorkItem`s follow the host's virtual clock.
struct RunLoopTimerTests {
    struct Ticking: View {
        @State private var ticks = 0
        var body: some View {
            Color.red.frame(width: CGFloat(ticks), height: 1).accessibilityIdentifier("ticks")
                .onAppear {
                    Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in ticks += 1 }
                }
        }
    }

    /// A repeating timer scheduled on appear fires at 0.25, 0.5, … virtual seconds: over 2 s at
    /// 20 fps, frame i shows ⌊i/5⌋ ticks, on every run.
    @Test func scheduledTimerFiresOnTheVirtualClock() throws {
        let runs = try (0..<5).map { _ in
            try ViewHost(Ticking(), canvasSize: CGSize(width: 100, height: 10)).run(for: 2, framesPerSecond: 20)
                .map { Int($0.tree.node(id: "ticks")!.frame.width) }
        }
        #expect(runs[0] == (0...40).map { $0 / 5 })
        #expect(Set(runs.map { $0.description }).count == 1)
    }
}
