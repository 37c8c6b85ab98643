/// One delivery of iOS 17's asynchronous location updates: the location if there is one, and from
/// iOS 18 the reasons there may not be (Apple's documentation of `CLLocationUpdate`).
///
/// Only Core Location's hardware makes updates, so no value of this type is ever made here; its fields
/// are there for the code that reads them to compile.
public struct CLLocationUpdate: Sendable {
    public let location: CLLocation?
    public let stationary: Bool
    public let authorizationDenied: Bool
    public let authorizationDeniedGlobally: Bool
    public let authorizationRestricted: Bool
    public let authorizationRequestInProgress: Bool
    public let insufficientlyInUse: Bool
    public let locationUnavailable: Bool
    public let accuracyLimited: Bool
    public let serviceSessionRequired: Bool

    /// iOS 17's name for `stationary`.
    public var isStationary: Bool { stationary }

    /// The kind of movement the updates are for, which tunes Core Location's filtering.
    public enum LiveConfiguration: Sendable {
        case `default`, automotiveNavigation, otherNavigation, fitness, airborne
    }

    /// The updates for a configuration. On a device the sequence waits for the first fix and then runs
    /// for as long as it is iterated; here no fix ever comes, so it yields nothing and waits until the
    /// iterating task is cancelled, when it ends. Finishing at once instead would tell a
    /// `for try await` loop that location updates had stopped for good, which they never do on a device.
    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates {
        Updates(stream: AsyncStream { _ in })
    }

    /// The asynchronous sequence `liveUpdates(_:)` returns.
    public struct Updates: AsyncSequence, Sendable {
        public typealias Element = CLLocationUpdate

        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<CLLocationUpdate>.Iterator

            /// Suspends until the iterating task is cancelled, then returns nil: `AsyncStream` ends an
            /// iteration whose task is cancelled.
            public mutating func next() async throws -> CLLocationUpdate? {
                await base.next()
            }
        }

        /// A stream whose continuation nobody keeps, so it never yields and never finishes by itself.
        let stream: AsyncStream<CLLocationUpdate>

        public func makeAsyncIterator() -> Iterator {
            Iterator(base: stream.makeAsyncIterator())
        }
    }
}
