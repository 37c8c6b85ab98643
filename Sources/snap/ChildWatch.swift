import Foundation
import Synchronization

/// The preview programs running now, for the signal handler (0: a free slot). `snap test` runs
/// one a core at once (`TestPlan.run`), at most `ChildWatch.capacity`.
private let watchedChildren = InlineArray<64, Atomic<Int32>> { _ in Atomic(0) }
/// How many watches are on: the last to end gives the signals back their default.
private let watching = Atomic<Int>(0)
/// Set by the signal handler before it stops the children: a child started meanwhile on another
/// thread (a plan resumed after the one before it was stopped, `PlanRun`) is killed by its watch.
private let stopping = Atomic<Bool>(false)

/// Watches a child process for snap: stops it when its time is up (SIGTERM, then SIGKILL a
/// second later if it ignores that), and when snap itself is interrupted or terminated, so the
/// child never outlives snap (it gets the same signal, then SIGKILL two seconds later); snap
/// then exits as the signal asked (128 + its number). Several children can be watched at once,
/// each by its own watch.
final class ChildWatch: Sendable {
    /// How many children can be watched at once.
    static let capacity = watchedChildren.count
    private let expired = Atomic<Bool>(false)
    /// The child's place in `watchedChildren`.
    private let slot: Int?
    /// Dispatch sources are thread-safe (set up once here, cancelled once), but not `Sendable`.
    private nonisolated(unsafe) let timer: DispatchSourceTimer
    private let timeout: Double

    init(_ process: Process, timeout: Double) {
        self.timeout = timeout
        let pid = process.processIdentifier
        slot = watchedChildren.indices.first {
            watchedChildren[$0].compareExchange(expected: 0, desired: pid, ordering: .sequentiallyConsistent).exchanged
        }
        if stopping.load(ordering: .sequentiallyConsistent) { kill(pid, SIGKILL) }
        let queue = DispatchQueue(label: "snap.child-watch")
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + timeout)
        timer.setEventHandler { [weak self] in
            self?.expired.store(true, ordering: .sequentiallyConsistent)
            Self.stop(pid, on: queue)
        }
        timer.resume()
        watching.add(1, ordering: .sequentiallyConsistent)
        Self.handleSignals()
        // A parent may have started snap with these signals blocked (a test harness's thread
        // mask is inherited): unblock them on this thread so the handler runs.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Starts the time limit again: a program that renders many things in turn (`RenderPlan`)
    /// has the limit for each.
    func restart() {
        timer.schedule(deadline: .now() + timeout)
    }

    /// Whether the child was stopped for running out of time.
    var timedOut: Bool { expired.load(ordering: .sequentiallyConsistent) }

    func cancel() {
        timer.cancel()
        if let slot { watchedChildren[slot].store(0, ordering: .sequentiallyConsistent) }
        if watching.subtract(1, ordering: .sequentiallyConsistent).newValue == 0 {
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
            // A watch that began meanwhile keeps its handler.
            if watching.load(ordering: .sequentiallyConsistent) > 0 { Self.handleSignals() }
        }
    }

    /// A plain signal handler: on Linux, Dispatch's signal sources never see a signal set to be
    /// ignored, and a handler can only reach the children through a global.
    private static func handleSignals() {
        for number in [SIGINT, SIGTERM] {
            signal(number) { number in
                // The signal first, so a program writing its files removes what it staged
                // (`InterruptCleanup`); SIGKILL to those that have not ended within two seconds,
                // and to any a watch took on meanwhile.
                stopping.store(true, ordering: .sequentiallyConsistent)
                for slot in watchedChildren.indices {
                    let child = watchedChildren[slot].load(ordering: .sequentiallyConsistent)
                    if child > 0 { kill(child, number) }
                }
                var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                var waited = 0
                for slot in watchedChildren.indices {
                    let child = watchedChildren[slot].load(ordering: .sequentiallyConsistent)
                    guard child > 0 else { continue }
                    while waited < 200, waitpid(child, nil, WNOHANG) == 0 { nanosleep(&pause, nil); waited += 1 }
                    kill(child, SIGKILL)
                }
                // One line, written as a signal handler may (`write`, a static string): what was
                // stopped and what is left, so an interrupted run does not end in silence.
                let line: StaticString = "\nsnap: interrupted: the preview programs were stopped; files already written are kept\n"
                _ = write(STDERR_FILENO, line.utf8Start, line.utf8CodeUnitCount)
                _exit(128 + number)
            }
        }
    }

    private static func stop(_ pid: pid_t, on queue: DispatchQueue) {
        kill(pid, SIGTERM)
        queue.asyncAfter(deadline: .now() + 1) { kill(pid, SIGKILL) }
    }
}
