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
