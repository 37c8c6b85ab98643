import Foundation

/// What iOS's `ProcessInfo` reports of the device and swift-corelibs-foundation lacks: Low
/// Power Mode off and a nominal thermal state, as a device at rest reports (Apple's
/// documentation of `isLowPowerModeEnabled` and `thermalState`), and an iOS app running as one.
extension ProcessInfo {
    public enum ThermalState: Int, Hashable, Sendable { case nominal, fair, serious, critical }

    public var isLowPowerModeEnabled: Bool { false }
    public var thermalState: ThermalState { .nominal }
    public var isMacCatalystApp: Bool { false }
    public var isiOSAppOnMac: Bool { false }

    public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
    public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
    public static let NSSystemClockDidChange = Notification.Name("NSSystemClockDidChangeNotification")
}
