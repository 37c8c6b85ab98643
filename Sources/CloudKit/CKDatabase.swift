import Foundation

/// One of a container's databases (Apple's `CKDatabase`). Signed out of iCloud, every read and
/// write fails with `CKError.notAuthenticated` (`CKContainer`): async calls throw it, completion
/// handlers receive it, and operations added to the database end with it.
open class CKDatabase: NSObject, @unchecked Sendable {
    /// Raw values of CloudKit's `CKDatabase.h`.
    public enum Scope: Int, Sendable {
        case `public` = 1
        case `private` = 2
        case shared = 3
    }

    public unowned let container: CKContainer
    public let databaseScope: Scope

    init(container: CKContainer, scope: Scope) {
        self.container = container
        databaseScope = scope
    }

    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw CKError.signedOut }
    open func save(_ record: CKRecord) async throws -> CKRecord { throw CKError.signedOut }
    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw CKError.signedOut }
    open func save(_ zone: CKRecordZone) async throws -> CKRecordZone { throw CKError.signedOut }
    open func allRecordZones() async throws -> [CKRecordZone] { throw CKError.signedOut }

    open func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws
        -> [CKRecord.ID: Result<CKRecord, any Error>] { throw CKError.signedOut }

    open func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw CKError.signedOut
    }

    open func records(continuingMatchFrom queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw CKError.signedOut
    }

    open func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                            savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true)
        async throws -> (saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]) {
        throw CKError.signedOut
    }

    open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.signedOut)
    }
    open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.signedOut)
    }
    open func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.signedOut)
    }
    open func fetch(withQuery query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
                    resultsLimit: Int = CKQueryOperation.maximumResults,
                    completionHandler: @escaping @Sendable (Result<(matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)],
                                                                    queryCursor: CKQueryOperation.Cursor?), any Error>) -> Void) {
        completionHandler(.failure(CKError.signedOut))
    }

    /// Runs an operation against this database: it ends at once with the signed-out error.
    open func add(_ operation: CKDatabaseOperation) {
        operation.database = self
        operation.finish(with: CKError.signedOut)
    }
}
