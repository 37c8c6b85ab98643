/// `Timer.publish(every:tolerance:on:in:options:)`, as Foundation's Combine extension declares it:
/// a connectable publisher of the dates its timer fires at. Connected during an update (usually
/// by `.autoconnect()` when `.onReceive` subscribes), it fires on the host's virtual clock every
/// `interval` from the connection, the k-th time at exactly k·interval; `connect()` again while
/// connected gives the same connection, so `timer.upstream.connect().cancel()` stops it.
extension Timer {
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private var connection: AnyCancellable?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            // A zero or negative interval would fire without end; Foundation's timers use 0.1 ms then.
            self.interval = interval > 0 && interval.isFinite ? interval : 0.0001
            self.tolerance = tolerance; self.runLoop = runLoop; self.mode = mode; self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable {
            if let connection { return connection }
            let start = runLoop.now.advanced(by: SchedulerStride(interval))
            let timer = runLoop.schedule(after: start, interval: SchedulerStride(interval), tolerance: SchedulerStride(tolerance ?? 0),
                                         options: options) { [subject] in subject.send(Date()) }
            let connection = AnyCancellable { [weak self] in
                timer.cancel()
                self?.connection = nil
            }
            self.connection = connection
            return connection
        }
    }
}
