/// Work user code defers with `DispatchQueue.main.async` runs between update passes, as it
/// would between frames on a device, so state it sets shows in the same settled frame.
enum MainQueue {
    /// Runs (or waits for) the main queue's pending blocks.
    ///
    /// On the main thread the run loop drains the queue. On any other thread a marker block is
    /// queued and awaited: the queue's FIFO order runs it after every block queued before it.
    /// If nothing services the main queue (the main thread is blocked), the wait times out once
    /// and later passes stop waiting, so a pass never hangs.
    static func drain() {
        if Thread.isMainThread {
            _ = RunLoop.main.run(mode: .default, before: Date())
            return
        }
        guard !unserviced.value else { return }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { done.signal() }
        if done.wait(timeout: .now() + 1) == .timedOut { unserviced.value = true }
    }

    private static let unserviced = LockedFlag()
}

/// A Bool shared between threads.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var value: Bool {
        get { lock.withLock { flag } }
        set { lock.withLock { flag = newValue } }
    }
}
