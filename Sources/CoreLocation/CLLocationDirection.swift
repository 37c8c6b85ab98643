/// A direction in degrees clockwise from north, 0 to 359.9; negative when invalid (Apple's
/// documentation of `CLLocationDirection`), as a course nobody measured is.
public typealias CLLocationDirection = Double

/// The accuracy of a direction in degrees; negative when the direction is invalid.
public typealias CLLocationDirectionAccuracy = Double

/// A `headingFilter` that reports every change of heading. Apple's value is `-1`.
public let kCLHeadingFilterNone: CLLocationDegrees = -1
