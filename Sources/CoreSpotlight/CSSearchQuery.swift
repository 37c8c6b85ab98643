/// A search of the app's index (Apple's documentation of `CSSearchQuery`,
/// https://developer.apple.com/documentation/corespotlight/cssearchquery). Finds nothing here:
/// `start()` calls the completion handler at once with no error and no item found.
open class CSSearchQuery: NSObject, @unchecked Sendable {
    open var foundItemsHandler: (([CSSearchableItem]) -> Void)?
    open var completionHandler: (((any Error)?) -> Void)?
    open private(set) var foundItemCount = 0
    open private(set) var isCancelled = false
    public let queryString: String
    public let attributes: [String]

    public init(queryString: String, attributes: [String]?) {
        self.queryString = queryString
        self.attributes = attributes ?? []
    }

    open func start() { completionHandler?(nil) }
    open func cancel() { isCancelled = true }
}
