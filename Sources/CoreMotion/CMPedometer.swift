/// Whether the app may read motion and fitness data (Apple's `CMAuthorizationStatus`).
public enum CMAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized
}

/// The error domain of Core Motion, and its codes a preview meets.
public let CMErrorDomain = "CMErrorDomain"
/// "Motion activity is not available" (Apple's `CMErrorMotionActivityNotAvailable`).
public let CMErrorMotionActivityNotAvailable = 104

func notAvailable() -> NSError { NSError(domain: CMErrorDomain, code: CMErrorMotionActivityNotAvailable) }

/// Steps, distance and floors (Apple's `CMPedometer`). The Simulator counts none: every
/// `is…Available` is false, queries fail with `CMErrorMotionActivityNotAvailable`, live updates
/// deliver nothing.
open class CMPedometer: NSObject, @unchecked Sendable {
    public override init() {}
    open class func isStepCountingAvailable() -> Bool { false }
    open class func isDistanceAvailable() -> Bool { false }
    open class func isFloorCountingAvailable() -> Bool { false }
    open class func isPaceAvailable() -> Bool { false }
    open class func isCadenceAvailable() -> Bool { false }
    open class func isPedometerEventTrackingAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, notAvailable())
    }
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {}
    open func stopUpdates() {}
    open func startEventUpdates(handler: @escaping (CMPedometerEvent?, (any Error)?) -> Void) {}
    open func stopEventUpdates() {}
}

public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void

open class CMPedometerData: NSObject, @unchecked Sendable {
    open var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
    open var endDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
    open var numberOfSteps: NSNumber { 0 }
    open var distance: NSNumber? { nil }
    open var floorsAscended: NSNumber? { nil }
    open var floorsDescended: NSNumber? { nil }
    open var currentPace: NSNumber? { nil }
    open var currentCadence: NSNumber? { nil }
    open var averageActivePace: NSNumber? { nil }
}

public enum CMPedometerEventType: Int, Sendable { case pause = 0, resume }

open class CMPedometerEvent: NSObject, @unchecked Sendable {
    open var date: Date { Date(timeIntervalSinceReferenceDate: 0) }
    open var type: CMPedometerEventType { .pause }
}

/// Relative altitude and pressure (Apple's `CMAltimeter`): no barometer here.
open class CMAltimeter: NSObject, @unchecked Sendable {
    public override init() {}
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    open class func isAbsoluteAltitudeAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    open func startRelativeAltitudeUpdates(to queue: OperationQueue,
                                           withHandler handler: @escaping (CMAltitudeData?, (any Error)?) -> Void) {}
    open func stopRelativeAltitudeUpdates() {}
}

open class CMAltitudeData: CMLogItem, @unchecked Sendable {
    open var relativeAltitude: NSNumber { 0 }
    open var pressure: NSNumber { 101.325 }
}

/// Walking, running, driving (Apple's `CMMotionActivityManager`): no activity data here; queries
/// fail with `CMErrorMotionActivityNotAvailable`.
open class CMMotionActivityManager: NSObject, @unchecked Sendable {
    public override init() {}
    open class func isActivityAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMMotionActivity?) -> Void) {}
    open func stopActivityUpdates() {}
    open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue,
                                    withHandler handler: @escaping ([CMMotionActivity]?, (any Error)?) -> Void) {
        handler(nil, notAvailable())
    }
}

public enum CMMotionActivityConfidence: Int, Sendable { case low = 0, medium, high }

open class CMMotionActivity: CMLogItem, @unchecked Sendable {
    open var confidence: CMMotionActivityConfidence { .low }
    open var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
    open var unknown: Bool { true }
    open var stationary: Bool { false }
    open var walking: Bool { false }
    open var running: Bool { false }
    open var automotive: Bool { false }
    open var cycling: Bool { false }
}
