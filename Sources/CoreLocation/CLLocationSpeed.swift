/// A speed in meters per second; negative when the speed is unknown (Apple's documentation of
/// `CLLocationSpeed`), which is what `CLLocation.speed` holds when nobody measured one.
public typealias CLLocationSpeed = Double

/// The accuracy of a speed in meters per second; negative when the speed is invalid.
public typealias CLLocationSpeedAccuracy = Double
