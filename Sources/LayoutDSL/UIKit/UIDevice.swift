import Foundation
import Synchronization

/// `UIDevice.current`: the device being rendered for, as `UIScreen.main` is: its idiom is
/// `.pad` for iPad presets and `.phone` otherwise; the system is the iOS of the design drawn.
public final class UIDevice: Sendable {
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let name: String
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public let systemName = "iOS"
    /// The iOS version whose design is drawn: 26.0 in the Liquid Glass design, 18.0 in the
    /// compatibility design (iOS 18's look), for code that branches on the version's string.
    public var systemVersion: String { EnvironmentValues.current.systemDesign == .liquidGlass ? "26.0" : "18.0" }
    public var orientation: UIDeviceOrientation { .portrait }
    public var isMultitaskingSupported: Bool { true }
    /// The same identifier on every run, as one app install keeps on a device (UIKit's is per
    /// vendor and install; a fixed value keeps renders identical).
    public var identifierForVendor: UUID? { UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 0)) }

    /// Battery monitoring, recorded: a preview's device has no battery to report, as the
    /// Simulator has none (`batteryLevel` −1, `batteryState` `.unknown`, Apple's documented
    /// values "if battery monitoring is not enabled").
    public var isBatteryMonitoringEnabled: Bool {
        get { monitoring.withLock { $0.battery } } set { monitoring.withLock { $0.battery = newValue } }
    }
    public var batteryLevel: Float { -1 }
    public var batteryState: BatteryState { .unknown }
    public var isProximityMonitoringEnabled: Bool {
        get { monitoring.withLock { $0.proximity } } set { monitoring.withLock { $0.proximity = newValue } }
    }
    public var proximityState: Bool { false }
    public var isGeneratingDeviceOrientationNotifications: Bool { monitoring.withLock { $0.orientation } }
    public func beginGeneratingDeviceOrientationNotifications() { monitoring.withLock { $0.orientation = true } }
    public func endGeneratingDeviceOrientationNotifications() { monitoring.withLock { $0.orientation = false } }
    /// The keyboard click, which a rendering does not play.
    public func playInputClick() {}

    public enum BatteryState: Int, Hashable, Sendable { case unknown, unplugged, charging, full }
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    private struct Monitoring { var battery = false, proximity = false, orientation = false }
    private let monitoring = Mutex(Monitoring())

    init(idiom: UIUserInterfaceIdiom, name: String) { userInterfaceIdiom = idiom; self.name = name }

    /// The device before any preset is chosen: an iPhone 16.
    static let unconfigured = UIDevice(idiom: .phone, name: "iPhone 16")

    /// The device of the host updating on this thread; an iPhone 16 outside any update.
    public static var current: UIDevice { CurrentHost.device?.device ?? unconfigured }
}

/// UIKit's device orientation; renderings are portrait unless a preview asks otherwise.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
