@_spi(ExperimentalScheduling) import _Concurrency
internal import VirtualTime
import Dispatch

/// Where a host's `.task`s run: on the host's thread, between update passes, one job per turn
/// of its virtual clock. The tasks prefer this executor (`Task(executorPreference:)`), so their
/// code runs here rather than on the cooperative pool, and reads virtual time. `Task.sleep`
/// and `Clock.sleep` ask the current scheduling executor to enqueue the wake-up at an instant
/// of their clock (SE-0505, "Delayed Enqueuing for Executors", in Swift 6.3's runtime): the
/// instant was read on the host's thread, so it is on the virtual clock, and the task resumes
/// exactly that much virtual time later.
///
/// The runtime resumes a task after its wake-up through the global executor, which would hand
/// it back to this executor from a pool thread at a moment real time decides. Jobs bound for the
/// global executor from a thread where a host is updating therefore come here instead (see
/// `virtual_time_redirect_global_jobs`): a resumed task, and any `Task {}` user code starts
/// during an update, runs at the host's next turn, on its thread.
///
/// `@unchecked Sendable`, as an executor must be: `ready` is read and written only on the
/// host's thread (jobs from other threads go through the clock's queue, behind its mutex),
/// and `clock` is a weak reference set once. `TaskModifierTests` and `VirtualTimeTests` run
/// tasks resumed from other threads through it.
final class HostExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    private weak var clock: VirtualClock?

    init(clock: VirtualClock) {
        self.clock = clock
    }

    /// Installs both redirections (once per process) before any host updates: a view's main-actor
    /// `Task {}` (one started in `onAppear`, with no `.task` to make the executor first) must find
    /// them in place, or it goes to the real main queue and runs at a moment real time decides.
    static func installRedirections() {
        redirectsGlobalJobs
        redirectsMainActorJobs
    }

    func enqueue(_ job: consuming ExecutorJob) {
        run(.job(UnownedJob(job)), at: nil)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        run(.job(UnownedJob(job)), at: (delay as? Duration).map(Self.nanoseconds))
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        run(.job(UnownedJob(job)), at: (clock.now.duration(to: instant) as? Duration).map(Self.nanoseconds))
    }

    /// What runs on the host's thread: a job of this executor's tasks, or the main executor's
    /// dispatch function with its job (main-actor code, which the function runs as the main
    /// actor's, so that main-actor isolation holds for the code in it).
    enum Work {
        case job(UnownedJob)
        case mainActor(context: UnsafeMutableRawPointer?, function: @convention(c) (UnsafeMutableRawPointer?) -> Void)
    }

    /// Jobs ready while this executor runs a job on the host's thread: run before control goes
    /// back to the host, as a serial executor drains its queue. A task resuming from a sleep
    /// takes several jobs (the wake-up, the runtime's hop to the preferred executor, the
    /// continuation), and all of them belong to the same moment.
    private var ready: [Work]?
    /// Jobs one turn may run: a task that never suspends on time (`while true { await
    /// Task.yield() }`) goes on at the next turn instead of hanging the update.
    private static let jobsPerTurn = 10_000

    /// Runs the work `delay` nanoseconds from now on the host's clock (now if nil). Work whose
    /// host is gone is dropped: its task stays suspended, as a task of a torn-down view would.
    fileprivate func run(_ work: Work, at delay: Int64?) {
        guard let clock else { return }
        if delay == nil, ready != nil, CurrentHost.clock === clock {
            ready?.append(work)
            return
        }
        clock.schedule(at: clock.nanoseconds + max(delay ?? 0, 0)) { [unowned self] in drain(from: work) }
    }

    private func drain(from work: Work) {
        ready = [work]
        var count = 0
        while let next = ready?.first, count < Self.jobsPerTurn {
            ready?.removeFirst()
            switch next {
            case .job(let job): job.runSynchronously(on: asUnownedTaskExecutor())
            case .mainActor(let context, let function): function(context)
            }
            count += 1
        }
        let rest = ready ?? []
        ready = nil
        for work in rest { run(work, at: nil) }
    }

    /// Installs the redirection of global jobs, once per process.
    static let redirectsGlobalJobs: Void = virtual_time_redirect_global_jobs { job in
        guard let executor = CurrentHost.clock?.executor else { return false }
        // A `Job *` is what an `UnownedJob` wraps.
        executor.run(.job(unsafeBitCast(job, to: UnownedJob.self)), at: nil)
        return true
    }

    /// Installs the redirection of the main actor's jobs, once per process. A view is
    /// main-actor isolated (`View` is `@MainActor`, as in iOS 18), so a `Task {}` it starts, and
    /// main-actor code resuming after an `await` or a `Task.sleep`, is a job for the main
    /// executor, which hands it to libdispatch's main queue (`dispatch_async_f`,
    /// `dispatch_after_f`; see `VirtualTime.c`). Enqueued during an update, it runs on the host's
    /// thread instead, at the virtual instant it is due, as the main thread runs it on iOS.
    static let redirectsMainActorJobs: Void = virtual_time_redirect_main_queue_functions { when, context, function in
        guard let clock = CurrentHost.clock else { return false }
        let work = Work.mainActor(context: context, function: function)
        clock.executor.run(work, at: when == 0 ? nil : clock.deadline(DispatchTime(uptimeNanoseconds: when)) - clock.nanoseconds)
        return true
    }

    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
