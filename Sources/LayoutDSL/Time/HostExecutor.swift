@_spi(ExperimentalScheduling) import _Concurrency

/// Where a host's `.task`s run: on the host's thread, between update passes, one job per turn
/// of its virtual clock. The tasks prefer this executor (`Task(executorPreference:)`), so their
/// code runs here rather than on the cooperative pool, and reads virtual time. `Task.sleep`
/// and `Clock.sleep` ask the current scheduling executor to enqueue the wake-up at an instant
/// of their clock (SE-0505, "Delayed Enqueuing for Executors", in Swift 6.3's runtime): the
/// instant was read on the host's thread, so it is on the virtual clock, and the task resumes
/// exactly that much virtual time later.
final class HostExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    private weak var clock: VirtualClock?

    init(clock: VirtualClock) { self.clock = clock }

    func enqueue(_ job: consuming ExecutorJob) {
        run(UnownedJob(job), at: nil)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        run(UnownedJob(job), at: (delay as? Duration).map(Self.nanoseconds))
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        run(UnownedJob(job), at: (clock.now.duration(to: instant) as? Duration).map(Self.nanoseconds))
    }

    /// Runs the job `delay` nanoseconds from now on the host's clock (now if nil). A job whose
    /// host is gone is dropped: its task stays suspended, as a task of a torn-down view would.
    private func run(_ job: UnownedJob, at delay: Int64?) {
        guard let clock else { return }
        clock.schedule(at: clock.nanoseconds + max(delay ?? 0, 0)) { [unowned self] in
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
