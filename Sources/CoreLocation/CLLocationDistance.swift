/// A distance in meters (Apple's documentation of `CLLocationDistance`): what `CLLocation.distance(from:)`
/// returns and `CLLocationManager.distanceFilter` takes.
public typealias CLLocationDistance = Double

/// A `distanceFilter` that reports every movement, however small. Apple's value is `-1`, so code that
/// compares the filter against it, or prints it, sees the same number here.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// The largest distance Core Location represents (Apple's documentation: "the maximum
/// CLLocationDistance"); `DBL_MAX`, as on Apple platforms.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
