/// Notification content an app fills in (Apple's documentation of
/// `UNMutableNotificationContent`,
/// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent).
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { values.title } set { values.title = newValue } }
    open override var subtitle: String { get { values.subtitle } set { values.subtitle = newValue } }
    open override var body: String { get { values.body } set { values.body = newValue } }
    open override var badge: NSNumber? { get { values.badge } set { values.badge = newValue } }
    open override var sound: UNNotificationSound? { get { values.sound } set { values.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { values.userInfo } set { values.userInfo = newValue } }
    open override var categoryIdentifier: String {
        get { values.categoryIdentifier }
        set { values.categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String { get { values.threadIdentifier } set { values.threadIdentifier = newValue } }
    open override var launchImageName: String { get { values.launchImageName } set { values.launchImageName = newValue } }
    open override var targetContentIdentifier: String? {
        get { values.targetContentIdentifier }
        set { values.targetContentIdentifier = newValue }
    }
    open override var attachments: [UNNotificationAttachment] { get { values.attachments } set { values.attachments = newValue } }
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { values.interruptionLevel }
        set { values.interruptionLevel = newValue }
    }
    open override var relevanceScore: Double { get { values.relevanceScore } set { values.relevanceScore = newValue } }
    open override var filterCriteria: String? { get { values.filterCriteria } set { values.filterCriteria = newValue } }
}
