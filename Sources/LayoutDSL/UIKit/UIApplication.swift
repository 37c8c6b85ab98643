/// `UIApplication.shared`, inert: SwiftUI files reach for it to open URLs or read the badge; there
/// is no app here, so URLs are not opened and there are no scenes or windows.
public final class UIApplication: Sendable {
    public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"

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
