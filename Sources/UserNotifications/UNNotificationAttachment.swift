/// A file shown with a notification (Apple's documentation of `UNNotificationAttachment`,
/// https://developer.apple.com/documentation/usernotifications/unnotificationattachment). As on
/// iOS, the file must exist: creating an attachment of a missing file throws.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var url: URL
    open var type: String { url.pathExtension }

    init(checkedIdentifier identifier: String, url: URL) {
        self.identifier = identifier
        self.url = url
    }

    public convenience init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        guard URL.isFileURL, FileManager.default.fileExists(atPath: URL.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: URL])
        }
        self.init(checkedIdentifier: identifier, url: URL)
    }
}
