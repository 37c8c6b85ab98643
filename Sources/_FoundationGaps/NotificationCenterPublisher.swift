import OpenCombine

/// `NotificationCenter.default.publisher(for:object:)`, which Apple's Foundation declares when
/// Combine is there (`NotificationCenter.Publisher`): each subscriber observes the centre through
/// `addObserver(forName:object:queue:using:)` while it has demand, and removes its observer
/// when cancelled. Notifications beyond the demand are dropped, as Combine's publisher does.
extension NotificationCenter {
    public struct Publisher: OpenCombine.Publisher, Equatable {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center; self.name = name; self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            subscriber.receive(subscription: NotificationSubscription(publisher: self, subscriber: subscriber))
        }

        public static func == (lhs: Publisher, rhs: Publisher) -> Bool {
            lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
        }
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

private final class NotificationSubscription<S: Subscriber>: Subscription, @unchecked Sendable
where S.Input == Notification, S.Failure == Never {
    private let lock = NSLock()
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    private var observer: NSObjectProtocol?
    private let center: NotificationCenter

    init(publisher: NotificationCenter.Publisher, subscriber: S) {
        self.subscriber = subscriber
        center = publisher.center
        observer = publisher.center.addObserver(forName: publisher.name, object: publisher.object, queue: nil) { [weak self] in
            self?.deliver($0)
        }
    }

    private func deliver(_ notification: Notification) {
        lock.lock()
        guard let subscriber, demand > 0 else { lock.unlock(); return }
        demand -= 1
        lock.unlock()
        let more = subscriber.receive(notification)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let observer = self.observer
        self.observer = nil
        subscriber = nil
        lock.unlock()
        if let observer { center.removeObserver(observer) }
    }
}
