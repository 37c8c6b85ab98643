/// Whether the app may start Live Activities (Apple's `ActivityAuthorizationInfo`): yes, as in
/// the Simulator with the app's `NSSupportsLiveActivities` set; frequent updates are off.
@available(iOS 16.1, *)
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { true }
    @available(iOS 16.2, *)
    public var frequentPushesEnabled: Bool { false }
    /// Changes to `areActivitiesEnabled`: none happen here.
    public var activityEnablementUpdates: ActivityUpdateSequence<Bool> { ActivityUpdateSequence() }
    @available(iOS 16.2, *)
    public var frequentPushEnablementUpdates: ActivityUpdateSequence<Bool> { ActivityUpdateSequence() }
}

/// Why a Live Activity could not start (Apple's `ActivityAuthorizationError`).
@available(iOS 16.1, *)
public enum ActivityAuthorizationError: Error, Equatable, Sendable, LocalizedError {
    case attributesTooLarge
    case denied
    case globalMaximumExceeded
    case malformedActivityIdentifier
    case missingProcessIdentifier
    case persistenceFailure
    case reconnectNotPermitted
    case targetMaximumExceeded
    case unentitled
    case unsupported
    case unsupportedTarget
    case visibility
}

/// Updates the system would deliver (`ActivityAuthorizationInfo`'s settings, pushes, activities
/// started elsewhere): none come to a preview, so the sequence ends at once, and a loop over it
/// leaves the state the app set.
@available(iOS 16.1, *)
public struct ActivityUpdateSequence<Element>: AsyncSequence {
    public struct AsyncIterator: AsyncIteratorProtocol {
        public mutating func next() async -> Element? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}
