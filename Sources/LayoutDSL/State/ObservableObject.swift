import Synchronization

/// Objects whose changes views observe. There is no Combine on Linux, so `objectWillChange` is
/// this module's own publisher, which the graph subscribes to; `@Published` properties send
/// through it before every change, as in Combine.
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

/// Announces that an object is about to change.
/// An object may be shared by hosts on several threads, so subscriptions are behind a mutex.
public final class ObservableObjectPublisher: Sendable {
    private let subscribers = Mutex<[ObjectIdentifier: @Sendable () -> Void]>([:])

    public init() {}

    public func send() {
        for subscriber in subscribers.withLock({ Array($0.values) }) { subscriber() }
    }

    /// One subscription per observer: subscribing again replaces the previous one.
    func subscribe(_ observer: AnyObject, _ action: @escaping @Sendable () -> Void) {
        subscribers.withLock { $0[ObjectIdentifier(observer)] = action }
    }
}

extension ObservableObject {
    /// The publisher shared by the object's `@Published` properties (created on first use and
    /// kept in them, as Combine does). An object without any gets a publisher nobody hears.
    public var objectWillChange: ObservableObjectPublisher {
        let boxes = Mirror(reflecting: self).children.compactMap { ($0.value as? PublishedStorage)?.storage }
        if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
        let publisher = ObservableObjectPublisher()
        for box in boxes { box.publisher = publisher }
        return publisher
    }
}

extension ViewGraph {
    /// Re-evaluates the view at `identity` when `object` announces a change. One subscription
    /// per graph and object; the views observing it are the graph's record.
    func observe(_ object: some ObservableObject, by identity: Int, label: String) {
        let key = ObjectIdentifier(object)
        if objectObservers[key] == nil {
            object.objectWillChange.subscribe(self) { [weak self] in
                guard let self else { return }
                for view in self.objectObservers[key] ?? [] { self.bodies.invalidate(view) }
                self.stateDidChange(label)
            }
        }
        objectObservers[key, default: []].insert(identity)
    }
}
