import LayoutDSL
import Testing

/// Everything time-based user code reads during an update follows the host's virtual clock, so
/// a sequence's frames are a pure function of the input.
struct VirtualTimeTests {
    /// Frames as text: every node's identifier and frame, in drawing order.
    static func fingerprint(_ frames: [RenderedFrame]) -> String {
        frames.map { frame in frame.tree.allNodes.map { "\($0.id ?? "-")\($0.frame)" }.joined(separator: ";") }.joined(separator: "\n")
    }

    /// A view whose width is the time since it appeared, read with `Date()`.
    struct DateDriven: View {
        @State private var start: Date?
        var body: some View {
            TimelineView(.animation) { _ in
                Color.red.frame(width: CGFloat(Date().timeIntervalSince(start ?? Date()) * 600), height: 4).accessibilityIdentifier("bar")
            }
            .onAppear { start = Date() }
        }
    }

    @Test func dateReadsTheVirtualClock() throws {
        let frames = try ViewHost(DateDriven(), canvasSize: CGSize(width: 700, height: 20)).run(for: 1, framesPerSecond: 60)
        #expect(frames.count == 61)
        // Frame i is at i/60 s: 10 points a frame, to within the nanosecond the clock counts in.
        let widths = frames.map { ($0.tree.node(id: "bar")!.frame.width * 1000).rounded() / 1000 }
        #expect(widths == (0...60).map { CGFloat($0 * 10) })
    }

    /// The same view with its start date taken when the value is made, as `snap render` makes
    /// previews: at the host's time zero.
    struct DateAtInit: View {
        @State private var start = Date()
        var body: some View {
            TimelineView(.animation) { _ in
                Color.red.frame(width: CGFloat(Date().timeIntervalSince(start) * 600), height: 4).accessibilityIdentifier("bar")
            }
        }
    }

    @Test func viewsMadeAtTimeZeroReadTheHostsStart() throws {
        let view = ViewHost.atTimeZero { DateAtInit() }
        let frames = try ViewHost(view, canvasSize: CGSize(width: 700, height: 20)).run(for: 0.5, framesPerSecond: 60)
        let widths = frames.map { ($0.tree.node(id: "bar")!.frame.width * 1000).rounded() / 1000 }
        #expect(widths == (0...30).map { CGFloat($0 * 10) })
    }

    @Test func dateDrivenSequenceIsIdenticalOnEveryRun() throws {
        let runs = try (0..<20).map { _ in
            Self.fingerprint(try ViewHost(DateDriven(), canvasSize: CGSize(width: 700, height: 20)).run(for: 0.5, framesPerSecond: 60))
        }
        #expect(Set(runs).count == 1)
    }

    /// Counts the ticks of a timer publisher.
    struct TimerDriven: View {
        @State private var ticks = 0
        let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
        var body: some View {
            Color.blue.frame(width: CGFloat(ticks), height: 4).accessibilityIdentifier("ticks")
                .onReceive(timer) { _ in ticks += 1 }
        }
    }

    @Test func timerPublishFiresOnTheVirtualClock() throws {
        let frames = try ViewHost(TimerDriven(), canvasSize: CGSize(width: 100, height: 20)).run(for: 1, framesPerSecond: 60)
        // Connected when `.onReceive` subscribed at time 0, the timer fires at 0.1, 0.2, … s:
        // every sixth frame.
        let ticks = frames.map { Int($0.tree.node(id: "ticks")!.frame.width) }
        #expect(ticks == (0...60).map { $0 / 6 })
        let runs = try (0..<20).map { _ in
            Self.fingerprint(try ViewHost(TimerDriven(), canvasSize: CGSize(width: 100, height: 20)).run(for: 1, framesPerSecond: 60))
        }
        #expect(Set(runs).count == 1)
    }

    /// The dates a timeline showed on each frame, as whole ticks of 1/60 s from the clock's
    /// time zero (its content's width).
    struct Recorder<S: TimelineSchedule>: View {
        let schedule: S
        var body: some View {
            TimelineView(schedule) { context in
                Color.clear.frame(width: (context.date.timeIntervalSince(VirtualTimeTests.zero) * 60).rounded(), height: 1)
                    .accessibilityIdentifier("ticks")
            }
        }
    }

    /// The virtual clock's time zero, 2026-01-01 00:00:00 UTC.
    static let zero = Date(timeIntervalSinceReferenceDate: 788_918_400)

    static func timelineTicks(_ schedule: some TimelineSchedule, fps: Double, seconds: Double = 10) throws -> [Int] {
        let host = ViewHost(Recorder(schedule: schedule), canvasSize: CGSize(width: 700, height: 10))
        return try host.run(for: seconds, framesPerSecond: fps).map { Int($0.tree.node(id: "ticks")!.frame.width) }
    }

    @Test(arguments: [60.0, 30, 120])
    func animationScheduleTicksExactly(fps: Double) throws {
        let ticks = try Self.timelineTicks(.animation(minimumInterval: 1.0 / 60), fps: fps)
        // Frame i at i/fps shows tick ⌊i·60/fps⌋: every tick at 60 and 120 fps (601 over 10 s,
        // both ends included), every other one at 30 fps.
        #expect(ticks == (0...Int(10 * fps)).map { $0 * 60 / Int(fps) })
        #expect(Set(ticks).count == (fps == 30 ? 301 : 601))
    }

    @Test(arguments: [60.0, 30, 120])
    func periodicScheduleTicksExactly(fps: Double) throws {
        let ticks = try Self.timelineTicks(.periodic(from: Self.zero, by: 0.5), fps: fps)
        #expect(ticks == (0...Int(10 * fps)).map { ($0 * 2 / Int(fps)) * 30 })
    }

    @Test func pausedScheduleKeepsItsDate() throws {
        let ticks = try Self.timelineTicks(.animation(minimumInterval: 1.0 / 60, paused: true), fps: 60, seconds: 1)
        #expect(ticks == Array(repeating: 0, count: 61))
    }

    @Test func explicitAndEveryMinuteSchedules() throws {
        let zero = Self.zero
        let explicit = try Self.timelineTicks(.explicit([zero.addingTimeInterval(0.25), zero.addingTimeInterval(0.5)]), fps: 4, seconds: 1)
        #expect(explicit == [0, 15, 30, 30, 30])
        // The clock starts on a minute: one entry for the whole of the first minute.
        let minutes = try Self.timelineTicks(.everyMinute, fps: 1, seconds: 3)
        #expect(minutes == [0, 0, 0, 0])
    }

    /// A toast hidden by a `DispatchWorkItem` after 0.5 s, and a second item cancelled before
    /// its time: both on the virtual clock, as the closure form.
    struct Toast: View {
        @State private var shown = true
        @State private var moved = false
        var body: some View {
            Color.green.frame(width: shown ? 50 : 10, height: moved ? 99 : 4).accessibilityIdentifier("toast")
                .onAppear {
                    let hide = DispatchWorkItem { shown = false }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: hide)
                    let move = DispatchWorkItem { moved = true }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25, execute: move)
                    DispatchQueue.main.async(execute: DispatchWorkItem { move.cancel() })
                }
        }
    }

    @Test func dispatchWorkItemsRunOnTheVirtualClockAndHonourCancel() throws {
        let frames = try ViewHost(Toast(), canvasSize: CGSize(width: 100, height: 100)).run(for: 1, framesPerSecond: 10)
        let sizes = frames.map { frame -> CGSize in frame.tree.node(id: "toast")!.frame.size }
        #expect(sizes.map(\.width) == [50, 50, 50, 50, 50, 10, 10, 10, 10, 10, 10])
        #expect(sizes.allSatisfy { $0.height == 4 })
    }
}
