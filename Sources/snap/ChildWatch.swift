import Foundation
import Synchronization

/// The preview program running now, for the signal handler (0: none).
private let watchedChild = Atomic<Int32>(0)

/// Watches a child process for snap: stops it when its time is up (SIGTERM, then SIGKILL a
/// second later if it ignores that), and when snap itself is interrupted or terminated, so the
/// child never outlives snap (it gets the same signal, then SIGKILL two seconds later); snap
/// then exits as the signal asked (128 + its number).
final class ChildWatch: Sendable {
    private let expired = Atomic<Bool>(false)
    /// Dispatch sources are thread-safe (set up once here, cancelled once), but not `Sendable`.
    private nonisolated(unsafe) let timer: DispatchSourceTimer
    private let timeout: Double

    init(_ process: Process, timeout: Double) {
        self.timeout = timeout
        let pid = process.processIdentifier
        let queue = DispatchQueue(label: "snap.child-watch")
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + timeout)
        timer.setEventHandler { [weak self] in
            self?.expired.store(true, ordering: .sequentiallyConsistent)
            Self.stop(pid, on: queue)
        }
        timer.resume()
        // A plain signal handler: on Linux, Dispatch's signal sources never see a signal set to
        // be ignored, and a handler can only reach the child through a global.
        watchedChild.store(pid, ordering: .sequentiallyConsistent)
        for number in [SIGINT, SIGTERM] {
            signal(number) { number in
                let child = watchedChild.load(ordering: .sequentiallyConsistent)
                if child > 0 {
                    // The signal first, so a program writing its files removes what it staged
                    // (`InterruptCleanup`); SIGKILL if it has not ended within two seconds.
                    kill(child, number)
                    var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                    var waited = 0
                    while waited < 200, waitpid(child, nil, WNOHANG) == 0 { nanosleep(&pause, nil); waited += 1 }
                    kill(child, SIGKILL)
                }
                _exit(128 + number)
            }
        }
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
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        watchedChild.store(0, ordering: .sequentiallyConsistent)
    }

    private static func stop(_ pid: pid_t, on queue: DispatchQueue) {
        kill(pid, SIGTERM)
        queue.asyncAfter(deadline: .now() + 1) { kill(pid, SIGKILL) }
    }
}
