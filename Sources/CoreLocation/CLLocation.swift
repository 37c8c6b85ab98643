import Foundation

/// A position with its accuracy, altitude, course, speed and time (Apple's documentation of
/// `CLLocation`).
///
/// Values that nobody measured take Apple's "invalid" markers: a negative accuracy, course or speed.
/// Immutable, hence `Sendable` as on Apple platforms, where `CLLocationUpdate`, a `Sendable` struct,
/// carries one. The class is open with open properties, as an Objective-C class is to Swift, so an
/// app's subclass that adds fields or overrides a reading in a test compiles here too. Equality stays
/// NSObject's identity, as Core Location's is.
open class CLLocation: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    private struct Values {
        var coordinate: CLLocationCoordinate2D
        var altitude: CLLocationDistance
        var horizontalAccuracy: CLLocationAccuracy
        var verticalAccuracy: CLLocationAccuracy
        var course: CLLocationDirection = -1
        var courseAccuracy: CLLocationDirectionAccuracy = -1
        var speed: CLLocationSpeed = -1
        var speedAccuracy: CLLocationSpeedAccuracy = -1
        var timestamp: Date
        var sourceInformation: CLLocationSourceInformation? = nil
    }

    private let values: Values

    /// A location at a coordinate and nothing more: timestamped now, a horizontal accuracy of 0, and
    /// altitude, course and speed marked invalid, as Core Location fills them.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        values = Values(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude),
            altitude: 0, horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
        super.init()
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        values = Values(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            timestamp: timestamp)
        super.init()
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        values = Values(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, speed: speed, timestamp: timestamp)
        super.init()
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
        speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date
    ) {
        values = Values(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, courseAccuracy: courseAccuracy, speed: speed, speedAccuracy: speedAccuracy, timestamp: timestamp)
        super.init()
    }

    /// The iOS 15 initializer that also says where the location came from.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
        speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date,
        sourceInfo: CLLocationSourceInformation
    ) {
        values = Values(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, courseAccuracy: courseAccuracy, speed: speed, speedAccuracy: speedAccuracy, timestamp: timestamp,
            sourceInformation: sourceInfo)
        super.init()
    }

    open var coordinate: CLLocationCoordinate2D { values.coordinate }
    /// Meters above mean sea level; valid only when `verticalAccuracy` is positive.
    open var altitude: CLLocationDistance { values.altitude }
    /// Meters above the WGS 84 ellipsoid. Core Location converts between the two heights with its
    /// geoid model only for the locations it measures; for a location an app builds, Apple's property
    /// reads 0, and so does this one.
    open var ellipsoidalAltitude: CLLocationDistance { 0 }
    open var horizontalAccuracy: CLLocationAccuracy { values.horizontalAccuracy }
    open var verticalAccuracy: CLLocationAccuracy { values.verticalAccuracy }
    open var course: CLLocationDirection { values.course }
    open var courseAccuracy: CLLocationDirectionAccuracy { values.courseAccuracy }
    open var speed: CLLocationSpeed { values.speed }
    open var speedAccuracy: CLLocationSpeedAccuracy { values.speedAccuracy }
    open var timestamp: Date { values.timestamp }
    /// Only indoor positioning knows the floor, and none happens here.
    open var floor: CLFloor? { nil }
    /// Nil unless the location was made with `init(…sourceInfo:)`, as for Apple's.
    open var sourceInformation: CLLocationSourceInformation? { values.sourceInformation }

    /// The length of the geodesic between the two coordinates on the WGS 84 ellipsoid, in meters;
    /// altitude plays no part, as Apple's documentation says of this method.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        Geodesic.distance(from: coordinate, to: location.coordinate)
    }

    /// Core Location's format, "<+37.33233141,-122.03121860> +/- 5.00m (speed -1.00 mps / course
    /// -1.00) @ 11/19/21, 11:43:18 PM Central Standard Time", with the time in GMT rather than the
    /// device's zone, so that logs and snapshots do not depend on the machine.
    open override var description: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "M/d/yy, h:mm:ss a zzzz"
        return String(
            format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f) @ %@",
            coordinate.latitude, coordinate.longitude, horizontalAccuracy, speed, course, formatter.string(from: timestamp))
    }

    /// A location is immutable, so a copy is the location itself, as for Foundation's immutable classes.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }

    open func encode(with coder: NSCoder) {
        coder.encode(coordinate.latitude, forKey: "latitude")
        coder.encode(coordinate.longitude, forKey: "longitude")
        coder.encode(altitude, forKey: "altitude")
        coder.encode(horizontalAccuracy, forKey: "horizontalAccuracy")
        coder.encode(verticalAccuracy, forKey: "verticalAccuracy")
        coder.encode(course, forKey: "course")
        coder.encode(courseAccuracy, forKey: "courseAccuracy")
        coder.encode(speed, forKey: "speed")
        coder.encode(speedAccuracy, forKey: "speedAccuracy")
        coder.encode(timestamp.timeIntervalSinceReferenceDate, forKey: "timestamp")
        if let sourceInformation {
            coder.encode(sourceInformation.isSimulatedBySoftware, forKey: "isSimulatedBySoftware")
            coder.encode(sourceInformation.isProducedByAccessory, forKey: "isProducedByAccessory")
        }
    }

    /// Decodes what `encode(with:)` wrote: an app that archives locations (to remember the last one, say)
    /// gets them back. Apple's archive keys are private, so archives do not cross platforms.
    public required init?(coder: NSCoder) {
        let hasSource = coder.containsValue(forKey: "isSimulatedBySoftware")
        values = Values(
            coordinate: CLLocationCoordinate2D(
                latitude: coder.decodeDouble(forKey: "latitude"), longitude: coder.decodeDouble(forKey: "longitude")),
            altitude: coder.decodeDouble(forKey: "altitude"),
            horizontalAccuracy: coder.decodeDouble(forKey: "horizontalAccuracy"),
            verticalAccuracy: coder.decodeDouble(forKey: "verticalAccuracy"),
            course: coder.decodeDouble(forKey: "course"),
            courseAccuracy: coder.decodeDouble(forKey: "courseAccuracy"),
            speed: coder.decodeDouble(forKey: "speed"),
            speedAccuracy: coder.decodeDouble(forKey: "speedAccuracy"),
            timestamp: Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: "timestamp")),
            sourceInformation: hasSource
                ? CLLocationSourceInformation(
                    softwareSimulationState: coder.decodeBool(forKey: "isSimulatedBySoftware"),
                    andExternalAccessoryState: coder.decodeBool(forKey: "isProducedByAccessory"))
                : nil)
        super.init()
    }
}
