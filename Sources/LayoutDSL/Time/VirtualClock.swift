/// A host's own time: frames of a sequence advance it, and work user code schedules on the main
/// queue (`async`, `asyncAfter`) waits for it, so time-based logic gives the
/// same frames on every run.
final class VirtualClock {
    /// Seconds since the host started.
    private(set) var time: TimeInterval = 0
    /// What `Date()` reads at time zero: a fixed date, so output never depends on when it ran.
    static let epoch = Date(timeIntervalSinceReferenceDate: 788_918_400)  // 2026-01-01 00:00:00 UTC
    /// What `CACurrentMediaTime()` reads at time zero (a plausible uptime).
    static let mediaTimeOrigin: TimeInterval = 1_000

    private struct Entry {
        let due: TimeInterval
        let order: Int
        let work: () -> Void
    }
    private var queue: [Entry] = []
    private var counter = 0

    var date: Date { VirtualClock.epoch.addingTimeInterval(time) }

    func advance(to time: TimeInterval) { self.time = max(self.time, time) }

    func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) {
        // Delays are kept to the millisecond: `.now() + 0.15` is a real instant a few
        // microseconds old by the time it arrives here.
        let rounded = (max(delay, 0) * 1000).rounded() / 1000
        counter += 1
        queue.append(Entry(due: time + rounded, order: counter, work: work))
    }

    /// Runs the work that was due when called, earliest first (then in the order scheduled):
    /// one turn of the main queue. Work that this work schedules for now waits for the next
    /// turn, as a block dispatched from a block runs on a later run-loop iteration, so work that
    /// reschedules itself forever costs one block per turn and the update loop's pass limit
    /// still applies. Returns whether anything ran.
    @discardableResult
    func runDue() -> Bool {
        let turn = counter
        var ran = false
        while let index = queue.indices.filter({ queue[$0].due <= time + 1e-9 && queue[$0].order <= turn })
                .min(by: { (queue[$0].due, queue[$0].order) < (queue[$1].due, queue[$1].order) }) {
            let entry = queue.remove(at: index)
            entry.work()
            ran = true
        }
        return ran
    }
}

/// The host updating on this thread, if any: time-reading and scheduling calls in user code
/// made during its update go to its clock.
enum CurrentHost {
    private static let current = ThreadLocal<VirtualClock>()

    static var clock: VirtualClock? { current.value }

    /// Runs `body` with `clock` as this thread's current clock (nesting restores the outer one).
    static func with<R>(_ clock: VirtualClock, _ body: () throws -> R) rethrows -> R {
        try current.with(clock, body)
    }
}
