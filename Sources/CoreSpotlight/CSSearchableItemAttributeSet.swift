import UniformTypeIdentifiers

/// What Spotlight shows and searches of an item (Apple's documentation of
/// `CSSearchableItemAttributeSet`,
/// https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset).
open class CSSearchableItemAttributeSet: NSObject, NSCopying, @unchecked Sendable {
    /// The content type's identifier (`public.content` unless given).
    open private(set) var contentType: String?
    open var title: String?
    open var displayName: String?
    open var contentDescription: String?
    open var keywords: [String]?
    open var alternateNames: [String]?
    open var thumbnailData: Data?
    open var thumbnailURL: URL?
    open var contentURL: URL?
    open var url: URL?
    open var identifier: String?
    open var relatedUniqueIdentifier: String?
    open var domainIdentifier: String?
    open var rating: NSNumber?
    open var contentCreationDate: Date?
    open var contentModificationDate: Date?
    open var startDate: Date?
    open var endDate: Date?
    open var latitude: NSNumber?
    open var longitude: NSNumber?
    open var phoneNumbers: [String]?
    open var emailAddresses: [String]?
    open var textContent: String?
    open var supportsNavigation: NSNumber?
    open var supportsPhoneCall: NSNumber?

    public init(contentType: UTType) { self.contentType = contentType.identifier }

    public init(itemContentType: String) { contentType = itemContentType }

    public override init() { contentType = UTType.content.identifier }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CSSearchableItemAttributeSet(itemContentType: contentType ?? UTType.content.identifier)
        copy.title = title
        copy.displayName = displayName
        copy.contentDescription = contentDescription
        copy.keywords = keywords
        copy.thumbnailData = thumbnailData
        copy.thumbnailURL = thumbnailURL
        copy.contentURL = contentURL
        copy.url = url
        copy.identifier = identifier
        copy.relatedUniqueIdentifier = relatedUniqueIdentifier
        copy.domainIdentifier = domainIdentifier
        return copy
    }
}
