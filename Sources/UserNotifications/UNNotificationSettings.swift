/// The app's notification settings (Apple's documentation of `UNNotificationSettings`,
/// https://developer.apple.com/documentation/usernotifications/unnotificationsettings): here those
/// of an app that has not asked yet, authorization `.notDetermined` and every setting
/// `.notSupported`, as iOS reports before the first request.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    open var authorizationStatus: UNAuthorizationStatus { .notDetermined }
    open var soundSetting: UNNotificationSetting { .notSupported }
    open var badgeSetting: UNNotificationSetting { .notSupported }
    open var alertSetting: UNNotificationSetting { .notSupported }
    open var notificationCenterSetting: UNNotificationSetting { .notSupported }
    open var lockScreenSetting: UNNotificationSetting { .notSupported }
    open var carPlaySetting: UNNotificationSetting { .notSupported }
    open var criticalAlertSetting: UNNotificationSetting { .notSupported }
    open var announcementSetting: UNNotificationSetting { .notSupported }
    open var timeSensitiveSetting: UNNotificationSetting { .notSupported }
    open var scheduledDeliverySetting: UNNotificationSetting { .notSupported }
    open var directMessagesSetting: UNNotificationSetting { .notSupported }
    open var alertStyle: UNAlertStyle { .none }
    open var showPreviewsSetting: UNShowPreviewsSetting { .always }
    open var providesAppNotificationSettings: Bool { false }
}
