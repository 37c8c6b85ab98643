/// The health store (Apple's documentation of `HKHealthStore`,
/// https://developer.apple.com/documentation/healthkit/hkhealthstore).
///
/// A store with no data that nobody has authorized: health data is available (as on an iPhone),
/// every type's authorization is `.notDetermined`, a request for it completes at once with
/// success and leaves it so (as when the sheet is dismissed), queries find nothing and saves fail.
/// Completion handlers are called at once, on the caller's thread.
open class HKHealthStore: NSObject, @unchecked Sendable {
    public override init() {}

    /// True, as on an iPhone.
    open class func isHealthDataAvailable() -> Bool { true }

    open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                   completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }

    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {}

    /// Runs `query`: it finds nothing.
    open func execute(_ query: HKQuery) { query.run() }
    open func stop(_ query: HKQuery) {}

    /// Fails: nothing may be saved without authorization.
    open func save(_ object: HKObject, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }

    open func save(_ object: HKObject) async throws { throw HKError(.errorAuthorizationNotDetermined) }

    open func save(_ objects: [HKObject], withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }

    open func save(_ objects: [HKObject]) async throws { throw HKError(.errorAuthorizationNotDetermined) }

    /// Fails as saving does: nothing may be deleted without authorization.
    open func delete(_ object: HKObject, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }

    open func delete(_ objects: [HKObject], withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }

    open func delete(_ object: HKObject) async throws { throw HKError(.errorAuthorizationNotDetermined) }
    open func delete(_ objects: [HKObject]) async throws { throw HKError(.errorAuthorizationNotDetermined) }

    /// Fails as reading does without authorization: no update is delivered.
    open func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                       withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }

    open func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws {
        throw HKError(.errorAuthorizationNotDetermined)
    }

    open func disableBackgroundDelivery(for type: HKObjectType, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }

    open func disableAllBackgroundDelivery(completion: @escaping (Bool, (any Error)?) -> Void) { completion(true, nil) }
}

/// How often background delivery wakes the app (HealthKit's `HKUpdateFrequency`, Apple's raw values).
public enum HKUpdateFrequency: Int, Sendable {
    case immediate = 1, hourly = 2, daily = 3, weekly = 4
}
