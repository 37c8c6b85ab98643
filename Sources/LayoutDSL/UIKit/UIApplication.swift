/// `UIApplication.shared` as a preview process has it: active, in the foreground, with one
/// connected window scene whose key window is the size of the device's screen (where helpers
/// find "the key window" to read its safe area or present from its root controller). URLs are
/// not opened (there is no other app), remote notifications never register, background tasks
/// get no time.
open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    public enum State: Int, Sendable { case active = 0, inactive, background }

    open var applicationState: State { .active }
    open weak var delegate: UIApplicationDelegate?
    /// The preview's scene, made on first use, its key window the size of the current screen with a
    /// hosting controller at its root, as a SwiftUI app's window has (helpers present share sheets
    /// and alerts from it).
    private lazy var previewScene: UIWindowScene = {
        let scene = UIWindowScene()
        scene.title = "Preview"
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIHostingController(rootView: AnyView(EmptyView()))
        window.makeKeyAndVisible()
        return scene
    }()
    /// The preview's scene, its windows the size of the screen of the host updating now.
    private var sizedScene: UIWindowScene {
        for window in previewScene.windows { window.frame = previewScene.screen.bounds }
        return previewScene
    }
    open var connectedScenes: Set<UIScene> { [sizedScene] }
    open var openSessions: Set<UISceneSession> { [] }
    open var supportsMultipleScenes: Bool { false }
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { sizedScene.windows }
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes")
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var isRegisteredForRemoteNotifications: Bool { false }
    open func registerForRemoteNotifications() {}
    open func unregisterForRemoteNotifications() {}
    open var supportsAlternateIcons: Bool { false }
    open var alternateIconName: String? { nil }
    /// Fails as on a device where the app declares no alternate icons.
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(CocoaError(.featureUnsupported))
    }
    open var backgroundTimeRemaining: TimeInterval { 0 }
    open func beginBackgroundTask(withName taskName: String? = nil, expirationHandler handler: (() -> Void)? = nil)
        -> UIBackgroundTaskIdentifier { .invalid }
    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier { .invalid }
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    /// Sends `action` along the responder chain (`to: nil`: from the first responder, of which a
    /// preview has none, as in the idiom that dismisses the keyboard); true when someone took it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        (target as? UIResponder)?.target(forAction: action, withSender: sender) != nil
    }

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public static let backgroundRefreshStatusDidChangeNotification =
        Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")

    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Keys of the options an app delegate's `application(_:didFinishLaunchingWithOptions:)`
    /// receives: why the app launched (a URL, a notification, a Home Screen quick action)
    /// (https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey).
    public struct LaunchOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// Keys of the options an app delegate's `application(_:open:options:)` receives with a
    /// URL to open (https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey).
    public struct OpenURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    public func canOpenURL(_ url: URL) -> Bool { false }
    public var applicationIconBadgeNumber: Int { get { 0 } set {} }
    public var isIdleTimerDisabled: Bool { get { false } set {} }
}
