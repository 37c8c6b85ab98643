/// The main run loop as a Combine scheduler (`receive(on: RunLoop.main)`,
/// `debounce(for: 0.5, scheduler: RunLoop.main)`), and what `Timer.publish` runs on: on the
/// host's virtual clock during an update (the host's thread runs the main run loop's work),
/// Foundation's run loop otherwise.
extension RunLoop: @retroactive Scheduler {
    /// A date, as Combine's `RunLoop.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public typealias Stride = SchedulerStride
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
        public func advanced(by stride: Stride) -> Self { Self(date.addingTimeInterval(stride.magnitude)) }
    }

    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerStride { SchedulerStride(0) }

    /// The host clock work on this run loop follows while a host updates.
    var hostClock: VirtualClock? { CurrentHost.clock.flatMap { self === RunLoop.main || self === RunLoop.current ? $0 : nil } }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = hostClock { clock.schedule(after: 0, action); return }
        // Combine's non-Sendable action runs on this run loop's thread, as Apple's scheduler runs it.
        nonisolated(unsafe) let action = action
        perform { action() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if let clock = hostClock { clock.schedule(at: clock.instant(date.date), action); return }
        add(Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }, forMode: .default)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        if let clock = hostClock { return clock.scheduleRepeating(at: clock.instant(date.date), every: interval.magnitude, action) }
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action() }
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}

extension VirtualClock {
    /// The clock's nanoseconds at a date read on this clock.
    func instant(_ date: Date) -> Int64 {
        Self.nanoseconds(date.timeIntervalSince(Self.epoch))
    }
}
