/// SwiftUI code reads time and defers work through Dispatch and QuartzCore. While a host is
/// updating, these calls follow its virtual clock; at any other time they do what Dispatch does.
/// These overloads match the common call forms exactly, so they take precedence over Dispatch's
/// (whose extra parameters have defaults) even where user code imports Foundation itself.
/// `Date()` and `Timer.scheduledTimer` cannot be shadowed that way (the call becomes ambiguous
/// when Foundation is imported too): time-based views read `TimelineView`'s `context.date` or
/// `CACurrentMediaTime()`, which do follow the clock.
extension DispatchQueue {
    /// Whether this is the main queue. On Linux each read of `DispatchQueue.main` may give a new
    /// wrapper object, so identity does not tell; the label does.
    var isMain: Bool { label == DispatchQueue.main.label }

    /// On the main queue during an update: runs between update passes, in the same frame.
    public func async(execute work: @escaping @convention(block) () -> Void) {
        if isMain, let clock = CurrentHost.clock { clock.schedule(after: 0, work); return }
        async(group: nil, qos: .unspecified, flags: [], execute: work)
    }

    /// On the main queue during an update: runs when the host's clock reaches the deadline.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @convention(block) () -> Void) {
        if isMain, let clock = CurrentHost.clock {
            let now = DispatchTime.now().uptimeNanoseconds
            let delay = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
            clock.schedule(after: delay, work)
            return
        }
        asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }
}

public typealias CFTimeInterval = Double

/// Seconds on a monotonic clock, as QuartzCore's (SwiftUI re-exports it): the host's clock during
/// an update, else the system's uptime.
public func CACurrentMediaTime() -> CFTimeInterval {
    if let clock = CurrentHost.clock { return VirtualClock.mediaTimeOrigin + clock.time }
    return ProcessInfo.processInfo.systemUptime
}
