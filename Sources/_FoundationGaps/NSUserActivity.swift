import Foundation

/// What the user is doing, for Handoff, Spotlight and state restoration (Foundation's
/// `NSUserActivity`, which Foundation on Linux does not have). The activity's properties are
/// kept; becoming current hands it to no one, as nothing here continues activities.
open class NSUserActivity: NSObject {
    open var activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var needsSave = false
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var keywords: Set<String> = []
    open var targetContentIdentifier: String?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open var persistentIdentifier: String?

    public init(activityType: String) { self.activityType = activityType }

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}
