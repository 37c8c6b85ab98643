import Synchronization
internal import VirtualTime

/// A host's own time: frames of a sequence advance it, and work user code schedules on the main
/// queue (`async`, `asyncAfter`), timers and sleeping `.task`s wait for it, so time-based logic
/// gives the same frames on every run.
///
/// Time is counted in whole nanoseconds: the same integer the interposed system clock hands to
/// `Date()`, `DispatchTime.now()` and `ContinuousClock.now` on the updating thread (see
/// `VirtualTime.c`), so a deadline computed from a reading is met exactly when the clock reaches it.
final class VirtualClock {
    /// Nanoseconds since the host started, at a stable address the C clock functions read while
    /// the host updates.
    private let storage = UnsafeMutablePointer<Int64>.allocate(capacity: 1)

    init() {
        storage.initialize(to: 0)
        HostExecutor.installRedirections()
    }
    /// Where the host's `.task`s run.
    private(set) lazy var executor = HostExecutor(clock: self)
    deinit { storage.deallocate() }

    /// Nanoseconds since the host started.
    var nanoseconds: Int64 { storage.pointee }
    /// Seconds since the host started.
    var time: TimeInterval { Double(storage.pointee) / 1e9 }

    /// What `Date()` reads at time zero: a fixed date, so output never depends on when it ran.
    static let epoch = Date(timeIntervalSince1970: TimeInterval(virtual_time_unix_epoch))  // 2026-01-01 00:00:00 UTC
    /// What `CACurrentMediaTime()` and the monotonic clocks read at time zero (a plausible uptime).
    static let mediaTimeOrigin = TimeInterval(virtual_time_uptime_origin)

    var date: Date { VirtualClock.epoch.addingTimeInterval(time) }

    /// Whole nanoseconds of a duration in seconds, rounded to the nearest (1/60 s is not a
    /// whole number of nanoseconds; frame i of a sequence lands on the same integer every run).
    static func nanoseconds(_ seconds: TimeInterval) -> Int64 {
        guard seconds.isFinite else { return seconds > 0 ? Int64.max / 2 : 0 }
        return Int64((seconds * 1e9).rounded())
    }

    func advance(to time: TimeInterval) { storage.pointee = max(storage.pointee, Self.nanoseconds(time)) }

    private struct Entry {
        let due: Int64
        let order: Int
        let work: () -> Void
    }
    /// Work waiting for its time. Behind a mutex: a `.task` awaiting work elsewhere resumes by
    /// enqueueing here from another thread; it then runs at the host's next turn.
    private struct Queue {
        var entries: [Entry] = []
        var counter = 0
    }
    private let queue = Mutex(Queue())

    func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) {
        schedule(at: storage.pointee + Self.nanoseconds(max(delay, 0)), work)
    }

    /// Runs `work` when the clock reaches `due` nanoseconds (at the next turn, if past).
    func schedule(at due: Int64, _ work: @escaping () -> Void) {
        queue.withLock { queue in
            queue.counter += 1
            queue.entries.append(Entry(due: due, order: queue.counter, work: work))
        }
    }

    /// Runs the work that was due when called, earliest first (then in the order scheduled):
    /// one turn of the main queue. Work that this work schedules for now waits for the next
    /// turn, as a block dispatched from a block runs on a later run-loop iteration, so work that
    /// reschedules itself forever costs one block per turn and the update loop's pass limit
    /// still applies. Returns whether anything ran.
    @discardableResult
    func runDue() -> Bool {
        // Deadlines computed through `Date` (a Double of seconds since 2001) carry errors of about
        // 0.1 µs: work due within a microsecond of now counts as due.
        let now = storage.pointee + 1_000
        let turn = queue.withLock { $0.counter }
        var ran = false
        while let entry = queue.withLock({ queue -> Entry? in
            guard let index = queue.entries.indices.filter({ queue.entries[$0].due <= now && queue.entries[$0].order <= turn })
                .min(by: { (queue.entries[$0].due, queue.entries[$0].order) < (queue.entries[$1].due, queue.entries[$1].order) })
            else { return nil }
            return queue.entries.remove(at: index)
        }) {
            entry.work()
            ran = true
        }
        // Run-loop timers (`Timer.scheduledTimer`, `RunLoop.main.add(timer)`) fire in the same
        // turn: one non-blocking pass of this thread's run loop, whose timers compare their fire
        // dates with the clock this host binds (CFAbsoluteTimeGetCurrent reads clock_gettime).
        // The pass looks at its timers only when the run loop's kernel timer has expired, and Core
        // Foundation re-arms that only when the earliest timer changes; armed last outside a host
        // (from the real clock, VirtualTime.c), it could hold every later timer back. A timer due
        // in the past is the earliest: adding it re-arms the descriptor from this bound thread,
        // to expire at once.
        Self.rearmRunLoop()
        _ = RunLoop.current.run(mode: .default, before: .distantPast)
        return ran
    }

    /// Makes this thread's run loop look at its timers on its next pass: one timer per thread,
    /// repeating once in a century, moved into the past each turn. A new timer a turn would
    /// leak: swift-corelibs-foundation's `Timer` and its `CFRunLoopTimer` keep each other, so
    /// every one fired stays allocated (about 1.2 KB a render, measured with heaptrack over 600
    /// renders of a snap test run).
    private static func rearmRunLoop() {
        let key = "LayoutDSL.VirtualClock.rearm"
        if let timer = Thread.current.threadDictionary[key] as? Timer {
            timer.fireDate = .distantPast
        } else {
            let timer = Timer(fire: .distantPast, interval: 100 * 365 * 86_400, repeats: true) { _ in }
            Thread.current.threadDictionary[key] = timer
            RunLoop.current.add(timer, forMode: .default)
        }
    }

    /// Binds the C clock functions to this clock on the calling thread for the duration of `body`.
    func reading<R>(_ body: () throws -> R) rethrows -> R {
        let previous = virtual_time_bind(storage)
        defer { virtual_time_bind(previous) }
        return try body()
    }
}

/// The host updating on this thread, if any: time-reading and scheduling calls in user code
/// made during its update go to its clock, and `UIScreen.main`/`UIDevice.current` answer its
/// device, so hosts rendering different devices on different threads never see each other's.
enum CurrentHost {
    private static let current = ThreadLocal<ViewHost>()

    static var clock: VirtualClock? { current.value?.clock }
    /// The host whose update runs on this thread.
    static var host: ViewHost? { current.value }
    /// The device the current host renders for (`Device.apply` puts it in the environment).
    static var device: RenderedDevice? { current.value?.environment.renderedDevice }
    /// The safe area of the current host's canvas (what a window of the device reports).
    static var safeAreaInsets: EdgeInsets? { current.value?.safeAreaInsets }

    /// Records that the current host's views named an image or colour no catalog has (`ViewHost.missingAssets`).
    static func noteMissingAsset(_ description: String) { current.value?.graph.missingAssets.insert(description) }

    /// Warns once in the current host's record; outside any host update, on standard error.
    static func warn(_ message: String) {
        if let host = current.value { host.graph.warnings.warn(message) } else {
            FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        }
    }

    /// Runs `body` with `host` as this thread's current host (nesting restores the outer one);
    /// meanwhile the system clock reads as the host's clock on this thread.
    static func with<R>(_ host: ViewHost, _ body: () throws -> R) rethrows -> R {
        VirtualClock.redirectsMainQueueWork
        VirtualClock.redirectsMainQueueTimers
        return try current.with(host) { try host.clock.reading(body) }
    }
}

extension ViewHost {
    /// Runs `body` with the system clock reading a host's time zero on this thread (2026-01-01
    /// 00:00:00 UTC): what a program builds before its host starts, such as a root view whose
    /// `@State var start = Date()` is set when the value is made, then reads the same time on
    /// every run.
    public static func atTimeZero<R>(_ body: () throws -> R) rethrows -> R {
        try VirtualClock().reading(body)
    }
}
