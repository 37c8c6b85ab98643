/// The main queue as a Combine scheduler (`receive(on: DispatchQueue.main)`,
/// `debounce(for: .seconds(0.3), scheduler: DispatchQueue.main)`): on the host's virtual clock
/// during an update, Dispatch's own queues otherwise.
extension DispatchQueue: @retroactive Scheduler {
    /// A point in Dispatch's uptime, as Combine's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public typealias Stride = SchedulerStride
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: Self) -> Stride {
            Stride((Double(other.dispatchTime.uptimeNanoseconds) - Double(dispatchTime.uptimeNanoseconds)) / 1e9)
        }
        public func advanced(by stride: Stride) -> Self { Self(dispatchTime + stride.magnitude) }

        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    }

    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos; self.flags = flags; self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerStride { SchedulerStride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = hostClock { clock.schedule(after: 0, action); return }
        // Combine's `Scheduler` hands a non-Sendable action, which Dispatch runs on its queue, as
        // Apple's DispatchQueue scheduler does: the action's own code decides where it is safe.
        nonisolated(unsafe) let action = action
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if let clock = hostClock { clock.schedule(at: clock.deadline(date.dispatchTime), action); return }
        nonisolated(unsafe) let action = action
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        if let clock = hostClock {
            return clock.scheduleRepeating(at: clock.deadline(date.dispatchTime), every: interval.magnitude, action)
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.schedule(deadline: date.dispatchTime, repeating: interval.magnitude)
        timer.setEventHandler(handler: action)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
