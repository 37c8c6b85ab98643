import Synchronization

/// `UIDevice.current`: the device being rendered for, as `UIScreen.main` is: its idiom is
/// `.pad` for iPad presets and `.phone` otherwise; the system is iOS 17.
public final class UIDevice: Sendable {
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let name: String
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public let systemName = "iOS"
    public let systemVersion = "17.0"
    public var orientation: UIDeviceOrientation { .portrait }

    init(idiom: UIUserInterfaceIdiom, name: String) { userInterfaceIdiom = idiom; self.name = name }

    private static let device = Mutex(UIDevice(idiom: .phone, name: "iPhone 16"))

    public static var current: UIDevice { device.withLock { $0 } }

    /// The device the process renders for (what `Device.apply` sets).
    public static func _setCurrent(idiom: UIUserInterfaceIdiom, name: String) {
        device.withLock { $0 = UIDevice(idiom: idiom, name: name) }
    }
}

/// UIKit's device orientation; renderings are portrait unless a preview asks otherwise.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
