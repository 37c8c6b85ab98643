import Foundation

/// An operation on a database (Apple's `CKDatabaseOperation`), run by `CKDatabase.add(_:)`. Each
/// subclass reports its end through its result blocks, with the error the database gave.
open class CKDatabaseOperation: Operation, @unchecked Sendable {
    open var database: CKDatabase?
    /// Calls the operation's result blocks with `error` (every item failed with it too).
    func finish(with error: any Error) {}
}

/// Records matching a query, page by page (Apple's `CKQueryOperation`).
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Where the next page of a query starts.
    public final class Cursor: NSObject, @unchecked Sendable {}
    /// "The system-defined number of records to return": let the server choose.
    public static let maximumResults = 0

    open var query: CKQuery?
    open var cursor: CKQueryOperation.Cursor?
    open var desiredKeys: [CKRecord.FieldKey]?
    open var zoneID: CKRecordZone.ID?
    open var resultsLimit = CKQueryOperation.maximumResults
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var queryResultBlock: ((Result<CKQueryOperation.Cursor?, any Error>) -> Void)?

    public override init() {}
    public convenience init(query: CKQuery) { self.init(); self.query = query }
    public convenience init(cursor: CKQueryOperation.Cursor) { self.init(); self.cursor = cursor }

    override func finish(with error: any Error) { queryResultBlock?(.failure(error)) }
}

/// Records fetched by ID (Apple's `CKFetchRecordsOperation`).
open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    open var recordIDs: [CKRecord.ID]?
    open var desiredKeys: [CKRecord.FieldKey]?
    open var perRecordResultBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var fetchRecordsResultBlock: ((Result<Void, any Error>) -> Void)?

    public override init() {}
    public convenience init(recordIDs: [CKRecord.ID]) { self.init(); self.recordIDs = recordIDs }

    override func finish(with error: any Error) {
        for id in recordIDs ?? [] { perRecordResultBlock?(id, .failure(error)) }
        fetchRecordsResultBlock?(.failure(error))
    }
}

/// Records saved and deleted together (Apple's `CKModifyRecordsOperation`).
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Raw values of CloudKit's `CKModifyRecordsOperation.h`.
    public enum RecordSavePolicy: Int, Sendable {
        case ifServerRecordUnchanged = 0
        case changedKeys = 1
        case allKeys = 2
    }

    open var recordsToSave: [CKRecord]?
    open var recordIDsToDelete: [CKRecord.ID]?
    open var savePolicy = RecordSavePolicy.ifServerRecordUnchanged
    open var isAtomic = true
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?

    public override init() {}
    public convenience init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
        self.init()
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
    }

    override func finish(with error: any Error) {
        for record in recordsToSave ?? [] { perRecordSaveBlock?(record.recordID, .failure(error)) }
        for id in recordIDsToDelete ?? [] { perRecordDeleteBlock?(id, .failure(error)) }
        modifyRecordsResultBlock?(.failure(error))
    }
}
