import Foundation

/// Where a location came from (iOS 15): whether software simulated it, as Xcode's simulated locations
/// are, or an external accessory such as a car's GPS produced it (Apple's documentation of
/// `CLLocationSourceInformation`). Apps read it to reject spoofed locations and tests build it to make
/// them; immutable, so it can cross concurrency domains as the location holding it does.
open class CLLocationSourceInformation: NSObject, @unchecked Sendable {
    public let isSimulatedBySoftware: Bool
    public let isProducedByAccessory: Bool

    public init(softwareSimulationState isSoftware: Bool, andExternalAccessoryState isAccessory: Bool) {
        isSimulatedBySoftware = isSoftware
        isProducedByAccessory = isAccessory
    }
}
