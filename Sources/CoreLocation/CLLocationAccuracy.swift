/// An accuracy in meters: the radius of uncertainty around a reported position, where a negative value
/// marks the position invalid (Apple's documentation of `CLLocationAccuracy`).
public typealias CLLocationAccuracy = Double

// The desired-accuracy constants, with the values Apple's SDK gives them, so that an app which compares
// `desiredAccuracy` with one of them, or stores one, behaves as on a device. The two "best" levels are
// negative sentinels rather than distances: Apple's LocateMe sample warns against comparing a location's
// accuracy with them for that reason.

/// The highest accuracy, with additional sensor data, for navigation apps.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the device can give; `CLLocationManager.desiredAccuracy` starts at this value.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accurate to within ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accurate to within one hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to the nearest kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to the nearest three kilometers.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The accuracy an app gets when the person grants only approximate location (iOS 14); asking for it
/// gives a precisely-authorized app the same coarse locations.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
