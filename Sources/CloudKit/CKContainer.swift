import Foundation

/// Whether the device's user is signed in to iCloud (raw values of CloudKit's `CKContainer.h`).
public enum CKAccountStatus: Int, Sendable {
    case couldNotDetermine = 0
    case available = 1
    case restricted = 2
    case noAccount = 3
    case temporarilyUnavailable = 4
}

extension Notification.Name {
    /// Posted when the iCloud account changes; nothing changes it in a preview.
    public static let CKAccountChanged = Notification.Name("CKAccountChangedNotification")
}

/// An app's iCloud container (Apple's `CKContainer`), as a preview sees it on a Simulator signed
/// out of iCloud, a fresh Simulator's state: `accountStatus` is `.noAccount`, and every request
/// that needs an account (the user's record ID, each database's reads and writes) fails with
/// `CKError.notAuthenticated`, as CloudKit documents it does "if there is no iCloud account
/// configured". Apps show their signed-out or empty state, as their previews do on a Mac.
open class CKContainer: NSObject, @unchecked Sendable {
    public let containerIdentifier: String?

    public init(identifier containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
    private init(defaultIdentifier: String?) { containerIdentifier = defaultIdentifier }

    private static let shared = CKContainer(defaultIdentifier: Bundle.main.bundleIdentifier.map { "iCloud." + $0 })
    open class func `default`() -> CKContainer { shared }

    open var privateCloudDatabase: CKDatabase { CKDatabase(container: self, scope: .private) }
    open var publicCloudDatabase: CKDatabase { CKDatabase(container: self, scope: .public) }
    open var sharedCloudDatabase: CKDatabase { CKDatabase(container: self, scope: .shared) }
    open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase { CKDatabase(container: self, scope: databaseScope) }

    open func accountStatus() async throws -> CKAccountStatus { .noAccount }
    open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        completionHandler(.noAccount, nil)
    }

    open func userRecordID() async throws -> CKRecord.ID { throw CKError.signedOut }
    open func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.signedOut)
    }
}
