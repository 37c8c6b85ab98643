/// While a host updates, the main queue's and the main run loop's Combine schedulers hand work
/// to the host's virtual clock, like `DispatchQueue.main.asyncAfter`: `receive(on:)`,
/// `debounce`, `throttle`, `delay` and `Timer.publish` deliver between update passes at exact
/// virtual times.
extension VirtualClock {
    /// Runs `action` at `due` nanoseconds, then every `interval` seconds, until cancelled.
    func scheduleRepeating(at due: Int64, every interval: TimeInterval, _ action: @escaping () -> Void) -> Cancellable {
        let step = Self.nanoseconds(interval)
        // The first run at `due` is the first of a series whose k-th is at due + (k−1)·interval.
        return scheduleRepeating(from: due - step, every: step, action)
    }
}
