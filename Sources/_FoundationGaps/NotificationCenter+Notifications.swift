import Foundation

/// Notifications as an asynchronous sequence (`NotificationCenter.notifications(named:object:)`,
/// iOS 15), which swift-corelibs-foundation lacks: each notification posted after the sequence
/// is made, in order, until the task iterating it ends (the observer is removed then).
extension NotificationCenter {
    public final class Notifications: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification
        private let stream: AsyncStream<Notification>

        init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
            stream = AsyncStream { continuation in
                let observer = center.addObserver(forName: name, object: object, queue: nil) { continuation.yield($0) }
                nonisolated(unsafe) let token = observer
                continuation.onTermination = { _ in center.removeObserver(token) }
            }
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<Notification>.AsyncIterator
            public mutating func next() async -> Notification? { await base.next() }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator()) }
    }

    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }
}
