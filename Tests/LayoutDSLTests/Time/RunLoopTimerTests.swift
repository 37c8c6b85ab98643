import Foundation
import LayoutDSL
import Testing

/// `Timer.scheduledTimer`, the main run loop's timers and blocks, and main-queue
/// `DispatchWorkItem`s follow the host's virtual clock.
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

    struct LateAlarm: View {
        @State private var rang = false
        var body: some View {
            Color.red.frame(width: rang ? 10 : 1, height: 1).accessibilityIdentifier("alarm")
                .onAppear {
                    Timer.scheduledTimer(withTimeInterval: 5_000_000, repeats: false) { _ in rang = true }
                }
        }
    }

    /// A timer due long after the machine's real uptime (about 58 virtual days after the host
    /// starts) fires when the virtual clock reaches it: the run loop's kernel timer is armed on
    /// the real clock, so without `timerfd_settime`'s redirection (VirtualTime.c) this depended on
    /// how long ago the machine booted.
    ///
    /// On a thread of its own: a thread's run loop keeps the timers earlier hosts scheduled on it
    /// (`Ticking`'s repeating timer above is never invalidated), and the parallel test runner reuses
    /// threads; the test below reproduces what that did.
    @Test func timersFireWhateverTheMachinesUptime() throws {
        #expect(try Self.lateAlarmWidths() == [1, 1, 1, 1, 1, 10, 10])
    }

    /// A thread's run loop whose kernel timer was last armed outside any host (here by a timer an
    /// hour away on the real clock, as code run between two renders on a reused thread can leave
    /// it) still fires a later host's timers at their virtual times: Core Foundation re-arms the
    /// descriptor only when the earliest timer changes, and the alarm is not the earliest, so each
    /// turn of the host re-arms it (`VirtualClock.runDue`).
    @Test func timersFireAfterTheRunLoopWasArmedOutsideAHost() throws {
        let widths = try Self.lateAlarmWidths {
            let distant = Timer(fire: Date().addingTimeInterval(3_600), interval: 0, repeats: false) { _ in }
            RunLoop.current.add(distant, forMode: .default)
            _ = RunLoop.current.run(mode: .default, before: .distantPast)
            return distant.invalidate
        }
        #expect(widths == [1, 1, 1, 1, 1, 10, 10])
    }

    /// `LateAlarm`'s widths over 6,000,000 virtual seconds, run on a new thread after `prepare`
    /// (which returns what to undo afterwards).
    private static func lateAlarmWidths(after prepare: @escaping @Sendable () -> @Sendable () -> Void = { {} }) throws -> [Int] {
        final class Outcome: @unchecked Sendable {
            var widths: Result<[Int], any Error> = .success([])
            let done = DispatchSemaphore(value: 0)
        }
        let outcome = Outcome()
        Thread {
            let undo = prepare()
            outcome.widths = Result {
                try ViewHost(LateAlarm(), canvasSize: CGSize(width: 20, height: 2)).run(for: 6_000_000, framesPerSecond: 1e-6)
                    .map { Int($0.tree.node(id: "alarm")!.frame.width) }
            }
            undo()
            outcome.done.signal()
        }.start()
        outcome.done.wait()
        return try outcome.widths.get()
    }

    struct MainRunLoopTicking: View {
        @State private var ticks = 0
        var body: some View {
            Color.red.frame(width: CGFloat(ticks), height: 1).accessibilityIdentifier("ticks")
                .onAppear {
                    // `Timer(fire:interval:repeats:block:)`: swift-corelibs-foundation's
                    // `Timer(timeInterval:repeats:block:)` fires at once, where Apple's waits an interval.
                    let timer = Timer(fire: Date().addingTimeInterval(0.25), interval: 0.25, repeats: true) { _ in ticks += 1 }
                    RunLoop.main.add(timer, forMode: .common)
                    RunLoop.main.perform { ticks += 100 }
                }
        }
    }

    /// A timer added to the main run loop and a block performed on it, from a host updating on
    /// a thread of the test process (not the main thread): they run on the host's thread at its
    /// virtual times, as on a device, where the host is the main thread (VirtualTime.c's
    /// `CFRunLoopAddTimer`). Before, the main run loop, which nothing here runs, kept them.
    @Test func mainRunLoopWorkRunsOnTheHostsThread() throws {
        let widths = try ViewHost(MainRunLoopTicking(), canvasSize: CGSize(width: 200, height: 10)).run(for: 1, framesPerSecond: 20)
            .map { Int($0.tree.node(id: "ticks")!.frame.width) }
        #expect(widths == (0...20).map { 100 + $0 / 5 })
    }
}
