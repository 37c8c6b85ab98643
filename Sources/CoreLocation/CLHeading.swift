import Foundation

/// One axis of the raw geomagnetic field, in microteslas (Apple's documentation of
/// `CLHeadingComponentValue`).
public typealias CLHeadingComponentValue = Double

/// The direction a device points, from its magnetometer (Apple's documentation of `CLHeading`).
///
/// Only the magnetometer makes headings, so `CLLocationManager.heading` is always nil here. The class
/// is open with open readings, as it is to Swift on Apple platforms, because subclassing is how an app
/// fakes a heading in tests; a heading made with `init()` reads as Core Location's invalid one:
/// a negative accuracy, which Apple documents as "the heading is invalid". Immutable, so `Sendable`:
/// a nonisolated delegate callback can hand a heading to the main actor.
open class CLHeading: NSObject, @unchecked Sendable {
    private let creation = Date()

    open var magneticHeading: CLLocationDirection { 0 }
    /// Negative when Core Location cannot relate the heading to true north, as without a location.
    open var trueHeading: CLLocationDirection { -1 }
    open var headingAccuracy: CLLocationDirectionAccuracy { -1 }
    open var x: CLHeadingComponentValue { 0 }
    open var y: CLHeadingComponentValue { 0 }
    open var z: CLHeadingComponentValue { 0 }
    open var timestamp: Date { creation }
}
