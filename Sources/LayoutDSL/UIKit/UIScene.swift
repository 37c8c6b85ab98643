/// A scene of the app: a preview process has one, active, in the foreground
/// (https://developer.apple.com/documentation/uikit/uiscene).
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive, background
    }

    open private(set) var activationState: ActivationState = .foregroundActive
    open var title: String!
    open var delegate: UISceneDelegate?
    override open var next: UIResponder? { UIApplication.shared }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// What a scene tells its delegate; UIKit's methods, all optional.
public protocol UISceneDelegate: AnyObject {}

/// A scene with windows: the preview's has the preview's window, key, the size of the device's screen.
open class UIWindowScene: UIScene {
    open internal(set) var windows: [UIWindow] = []
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    open var screen: UIScreen { .main }
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }
    open var traitCollection: UITraitCollection { .current }
    open var statusBarManager: UIStatusBarManager? { statusBar }
    private let statusBar = UIStatusBarManager()
}

/// The device's orientation as the interface follows it (UIKit's raw values).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
