/// The activity type of a user activity continued from a Spotlight result (Apple's documentation
/// of `CSSearchableItemActionType`).
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The user info key of the result's unique identifier in that activity.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type of a search continued in the app.
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"
/// The user info key of the continued search's text.
public let CSSearchQueryString = "kCSSearchQueryString"

/// An item of the app's index (Apple's documentation of `CSSearchableItem`,
/// https://developer.apple.com/documentation/corespotlight/cssearchableitem).
open class CSSearchableItem: NSObject, NSCopying, @unchecked Sendable {
    open var uniqueIdentifier: String
    open var domainIdentifier: String?
    open var attributeSet: CSSearchableItemAttributeSet
    /// A month from when the item was made, as Spotlight's default expiration.
    open var expirationDate: Date
    open var isUpdate = false

    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        expirationDate = Date().addingTimeInterval(30 * 86_400)
    }

    public override convenience init() {
        self.init(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet())
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CSSearchableItem(uniqueIdentifier: uniqueIdentifier, domainIdentifier: domainIdentifier,
                                    attributeSet: attributeSet.copy() as? CSSearchableItemAttributeSet ?? attributeSet)
        copy.expirationDate = expirationDate
        copy.isUpdate = isUpdate
        return copy
    }
}
