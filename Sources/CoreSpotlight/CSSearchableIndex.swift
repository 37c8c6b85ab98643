/// The app's Spotlight index (Apple's documentation of `CSSearchableIndex`,
/// https://developer.apple.com/documentation/corespotlight/cssearchableindex).
///
/// Inert: indexing and deleting succeed at once (completion handlers are called with nil on the
/// caller's thread), but nothing reaches a Spotlight, so `CSSearchQuery` finds nothing.
open class CSSearchableIndex: NSObject, @unchecked Sendable {
    private static let defaultIndex = CSSearchableIndex(name: "default")

    /// The index's name.
    public let name: String
    open weak var indexDelegate: AnyObject?

    public init(name: String) { self.name = name }
    public convenience init(name: String, protectionClass: FileProtectionType?) { self.init(name: name) }

    open class func `default`() -> CSSearchableIndex { defaultIndex }

    /// True, as on iOS: indexing is available, though nothing here searches it.
    open class func isIndexingAvailable() -> Bool { true }

    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {}

    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {}

    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String],
                                    completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {}

    open func deleteAllSearchableItems(completionHandler: (((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
    open func deleteAllSearchableItems() async throws {}

    open func beginBatch() {}
    open func endBatch(withClientState clientState: Data, completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
}
