/// `UIApplication.shared`, inert: SwiftUI files reach for it to open URLs or read the badge; there
/// is no app here, so URLs are not opened and there are no scenes or windows.
public final class UIApplication: Sendable {
    public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"

    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    public func canOpenURL(_ url: URL) -> Bool { false }
    public var applicationIconBadgeNumber: Int { get { 0 } set {} }
    public var isIdleTimerDisabled: Bool { get { false } set {} }
}
