/// The app's notifications (Apple's documentation of `UNUserNotificationCenter`,
/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter).
///
/// As an app nobody has answered: authorization stays `.notDetermined` and a request for it is
/// answered at once with false and no error (nothing is shown to ask). Requests are kept and
/// listed as iOS keeps them (a request replaces the pending one with its identifier), but nothing
/// is ever delivered, so the delivered list stays empty and the delegate is never called.
/// Completion handlers are called at once, on the caller's thread, so a preview's state is
/// settled in its first frame.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()

    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []
    /// The badge count last set.
    private(set) var badgeCount = 0

    open weak var delegate: (any UNUserNotificationCenterDelegate)?
    /// Whether the app has notification content extensions: none here.
    open var supportsContentExtensions: Bool { false }

    override init() {}

    /// The app's center, the same one on every call.
    open class func current() -> UNUserNotificationCenter { shared }

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }

    /// False: nobody answers.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }

    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        store(request)
        completionHandler?(nil)
    }

    open func add(_ request: UNNotificationRequest) async throws { store(request) }

    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler(locked { pending })
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] { locked { pending } }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        locked { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    open func removeAllPendingNotificationRequests() { locked { pending.removeAll() } }

    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) { completionHandler([]) }

    /// None: nothing is delivered here.
    open func deliveredNotifications() async -> [UNNotification] { [] }

    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { locked { self.categories = categories } }

    open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        completionHandler(locked { categories })
    }

    open func notificationCategories() async -> Set<UNNotificationCategory> { locked { categories } }

    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        locked { badgeCount = newBadgeCount }
        completionHandler?(nil)
    }

    open func setBadgeCount(_ newBadgeCount: Int) async throws { locked { badgeCount = newBadgeCount } }

    /// Keeps `request`, in place of a pending one with its identifier.
    private func store(_ request: UNNotificationRequest) {
        locked {
            if let index = pending.firstIndex(where: { $0.identifier == request.identifier }) {
                pending[index] = request
            } else {
                pending.append(request)
            }
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
