import CoreLocation

/// A trigger when the device enters or leaves a region (Apple's documentation of
/// `UNLocationNotificationTrigger`,
/// https://developer.apple.com/documentation/usernotifications/unlocationnotificationtrigger).
open class UNLocationNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    open private(set) var region: CLRegion

    public init(region: CLRegion, repeats: Bool) {
        self.region = region
        super.init(repeats: repeats)
    }
}
