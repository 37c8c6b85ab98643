internal import VirtualTime

/// SwiftUI code defers work to the main queue. While a host is updating, that work waits for the
/// host's virtual clock and runs between update passes; at any other time it goes to Dispatch.
/// (Reading time needs no shim: `Date()`, `DispatchTime.now()` and the Swift clocks read the
/// interposed system clock, see `VirtualTime.c`.) These overloads match the common call forms
/// exactly, so they take precedence over Dispatch's (whose extra parameters have defaults) even
/// where user code imports Foundation itself.
extension DispatchQueue {
    /// Whether this is the main queue. On Linux each read of `DispatchQueue.main` may give a new
    /// wrapper object, so identity does not tell; the label does.
    var isMain: Bool { label == DispatchQueue.main.label }

    /// The host clock work on this queue follows: the updating host's, for the main queue.
    var hostClock: VirtualClock? { isMain ? CurrentHost.clock : nil }

    /// On the main queue during an update: runs between update passes, in the same frame.
    public func async(execute work: @escaping @convention(block) () -> Void) {
        if let clock = hostClock { clock.schedule(after: 0, work); return }
        // The block's signature is Dispatch's own (not `@Sendable` in code written for Apple's
        // overlay): it runs on the queue it was given to, as there.
        nonisolated(unsafe) let work = work
        async(group: nil, qos: .unspecified, flags: []) { work() }
    }

    /// On the main queue during an update: runs when the host's clock reaches the deadline
    /// (`.now()` reads the same clock, so `.now() + 0.15` is exactly 0.15 virtual seconds away).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @convention(block) () -> Void) {
        if let clock = hostClock { clock.schedule(at: clock.deadline(deadline), work); return }
        nonisolated(unsafe) let work = work
        asyncAfter(deadline: deadline, qos: .unspecified, flags: []) { work() }
    }
}

extension VirtualClock {
    /// Work items on the main queue during an update (`asyncAfter(deadline:execute:
    /// DispatchWorkItem)`, `async(execute: DispatchWorkItem)`, the forms with a QoS) follow
    /// the host's clock like closures. Overloads cannot catch them (Dispatch declares the
    /// work-item forms with exactly these parameters, so a second declaration would make every
    /// call ambiguous), so libdispatch's own entry points hand them over (see `VirtualTime.c`).
    /// A cancelled item does nothing when its time comes: its block returns at once, as
    /// Dispatch documents ("cancellation causes any future execution of the work item to
    /// return immediately"). Installed once per process.
    static let redirectsMainQueueWork: Void = virtual_time_redirect_main_queue_work { when, block in
        guard let clock = CurrentHost.clock else { return false }
        let due = when == 0 ? clock.nanoseconds : clock.deadline(DispatchTime(uptimeNanoseconds: when))
        clock.schedule(at: due) { virtual_time_run_block(block) }
        return true
    }

    /// Timer sources on the main queue (`DispatchSource.makeTimerSource(queue: .main)`, what
    /// Combine's `DispatchQueue` scheduler runs `debounce`, `throttle` and repeating work on)
    /// fire when the host's clock reaches their times (see `VirtualTime.c`). Installed once per
    /// process.
    static let redirectsMainQueueTimers: Void = virtual_time_redirect_main_queue_timers { when, token in
        guard let clock = CurrentHost.clock else { return false }
        let due = when <= 1 ? clock.nanoseconds : clock.deadline(DispatchTime(uptimeNanoseconds: when))
        clock.schedule(at: due) {
            virtual_time_fire_timer(token, UInt64(virtual_time_uptime_origin) * 1_000_000_000 + UInt64(clamping: clock.nanoseconds))
        }
        return true
    }

    /// The clock's nanoseconds at a Dispatch deadline read on this clock (uptime origin + time).
    func deadline(_ deadline: DispatchTime) -> Int64 {
        let origin = UInt64(virtual_time_uptime_origin) * 1_000_000_000
        guard deadline != .distantFuture else { return .max }
        return deadline.uptimeNanoseconds > origin ? Int64(clamping: deadline.uptimeNanoseconds - origin) : 0
    }
}

public typealias CFTimeInterval = Double

/// Seconds on a monotonic clock, as QuartzCore's (SwiftUI re-exports it): the system uptime,
/// which reads the host's clock during an update.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}
