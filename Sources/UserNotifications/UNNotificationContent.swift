/// What a notification shows (Apple's documentation of `UNNotificationContent`,
/// https://developer.apple.com/documentation/usernotifications/unnotificationcontent): read-only;
/// `UNMutableNotificationContent` sets it, and `copy()`/`mutableCopy()` convert between them.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The values, shared by the read-only and mutable classes.
    struct Values {
        var title = "", subtitle = "", body = ""
        var badge: NSNumber?
        var sound: UNNotificationSound?
        var userInfo: [AnyHashable: Any] = [:]
        var categoryIdentifier = "", threadIdentifier = "", launchImageName = ""
        var targetContentIdentifier: String?
        var attachments: [UNNotificationAttachment] = []
        var interruptionLevel = UNNotificationInterruptionLevel.active
        var relevanceScore = 0.0
        var filterCriteria: String?
    }

    var values = Values()

    public override init() {}

    init(values: Values) { self.values = values }

    open var title: String { values.title }
    open var subtitle: String { values.subtitle }
    open var body: String { values.body }
    open var badge: NSNumber? { values.badge }
    open var sound: UNNotificationSound? { values.sound }
    open var userInfo: [AnyHashable: Any] { values.userInfo }
    open var categoryIdentifier: String { values.categoryIdentifier }
    open var threadIdentifier: String { values.threadIdentifier }
    open var launchImageName: String { values.launchImageName }
    open var targetContentIdentifier: String? { values.targetContentIdentifier }
    open var attachments: [UNNotificationAttachment] { values.attachments }
    open var interruptionLevel: UNNotificationInterruptionLevel { values.interruptionLevel }
    open var relevanceScore: Double { values.relevanceScore }
    open var filterCriteria: String? { values.filterCriteria }

    open func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(values: values) }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = UNMutableNotificationContent()
        copy.values = values
        return copy
    }
}
