/// The device's physical orientation, as a heading's reference (Apple's documentation of
/// `CLDeviceOrientation`; `CLLocationManager.h` declares it as an `int` enum from `Unknown = 0`). Packages that
/// describe Core Location's values, as swift-custom-dump does, switch over every case once `CoreLocation` imports.
public enum CLDeviceOrientation: Int32, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6
}

/// How near a beacon is (Apple's documentation of `CLProximity`; an `NSInteger` enum from `Unknown = 0`).
/// No beacon is ranged here; the type is for code that names its cases.
public enum CLProximity: Int, Sendable {
    case unknown = 0
    case immediate = 1
    case near = 2
    case far = 3
}

/// Whether the device is inside a monitored region (Apple's documentation of `CLRegionState`; an
/// `NSInteger` enum from `Unknown = 0`). Regions are never monitored here, so a state is always `.unknown`.
public enum CLRegionState: Int, Sendable {
    case unknown = 0
    case inside = 1
    case outside = 2
}
