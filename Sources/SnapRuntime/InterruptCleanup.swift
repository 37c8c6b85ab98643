import Foundation
import Synchronization

/// What an interrupt removes while a set of output files is being written (`InterruptedWriteTests`):
/// the hidden temporary files and the folders made for them, so SIGINT or SIGTERM part of the
/// way leaves nothing behind, as a failure does. A signal handler may only call
/// async-signal-safe functions (`unlink`, `rmdir`, `_exit`), so the paths are kept as C strings
/// in memory allocated before the handler is installed.
private nonisolated(unsafe) var pendingPaths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
private let pendingCount = Atomic<Int>(0)

struct InterruptCleanup: ~Copyable {
    private let capacity: Int
    private var previous: [Int32: sigaction] = [:]
    private var previousMask = sigset_t()

    /// Arms the cleanup for at most `capacity` paths.
    init(capacity: Int) {
        self.capacity = capacity
        pendingCount.store(0, ordering: .sequentiallyConsistent)
        let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: max(capacity, 1))
        paths.initialize(repeating: nil, count: max(capacity, 1))
        pendingPaths = paths
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var index = pendingCount.load(ordering: .sequentiallyConsistent)
                // Last made first: files before the folders that hold them, inner folders before outer.
                while index > 0, let paths = pendingPaths {
                    index -= 1
                    if let path = paths[index], unlink(path) != 0 { rmdir(path) }
                }
                _exit(128 + number)
            }
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(number, &action, &old)
            previous[number] = old
        }
        // A parent may have started snap with these signals blocked (a test harness's thread
        // mask is inherited): unblocked on this thread, so the handler runs.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
    }

    /// Removes `url` if a signal arrives before `disarm`: call it before making the file or folder.
    func add(_ url: URL) {
        let count = pendingCount.load(ordering: .sequentiallyConsistent)
        guard count < capacity, let paths = pendingPaths else { return }
        paths[count] = strdup(url.path)
        pendingCount.store(count + 1, ordering: .sequentiallyConsistent)
    }

    /// Forgets the paths (the set is complete, or removed already) and restores the handlers.
    consuming func disarm() {
        pendingCount.store(0, ordering: .sequentiallyConsistent)
        var mask = previousMask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        for (number, old) in previous {
            var old = old
            sigaction(number, &old, nil)
        }
        if let paths = pendingPaths {
            for index in 0..<max(capacity, 1) { free(paths[index]) }
            paths.deallocate()
        }
        pendingPaths = nil
    }
}
