import Foundation

/// A CloudKit record (Apple's `CKRecord`): its type, its ID in a zone, and fields read and written
/// by key, plain or encrypted. Apps turn their models into records and back; that works here as on
/// iOS, in memory. The server's fields (`creationDate`, `recordChangeTag`…) stay nil: with no
/// iCloud account (`CKContainer`), no record is ever saved.
open class CKRecord: NSObject, CKRecordKeyValueSetting, NSCopying, @unchecked Sendable {
    public typealias RecordType = String
    public typealias FieldKey = String

    public let recordID: CKRecord.ID
    public let recordType: CKRecord.RecordType
    public private(set) var creationDate: Date?
    public private(set) var modificationDate: Date?
    public private(set) var creatorUserRecordID: CKRecord.ID?
    public private(set) var lastModifiedUserRecordID: CKRecord.ID?
    public private(set) var recordChangeTag: String?
    open var parent: CKRecord.Reference?
    public private(set) var share: CKRecord.Reference?
    private var fields = CKRecordFields()
    private var encrypted = CKRecordEncryptedValues()

    public init(recordType: CKRecord.RecordType, recordID: CKRecord.ID = CKRecord.ID()) {
        self.recordType = recordType
        self.recordID = recordID
    }

    public convenience init(recordType: CKRecord.RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: CKRecord.ID(zoneID: zoneID))
    }

    /// Fields whose values CloudKit encrypts on the device (iOS 15).
    open var encryptedValues: any CKRecordKeyValueSetting { encrypted }

    open func object(forKey key: String) -> (any __CKRecordObjCValue)? { fields.object(forKey: key) }
    open func setObject(_ object: (any __CKRecordObjCValue)?, forKey key: String) { fields.set(object, forKey: key) }
    open func allKeys() -> [String] { fields.keys }
    open func changedKeys() -> [String] { fields.changed }

    /// Key-value coding's spelling of the same fields.
    open func value(forKey key: String) -> Any? { object(forKey: key) }
    open func setValue(_ value: Any?, forKey key: String) { setObject(value as? any __CKRecordObjCValue, forKey: key) }

    open func setParent(_ parentRecord: CKRecord?) {
        parent = parentRecord.map { CKRecord.Reference(record: $0, action: .none) }
    }
    open func setParent(_ parentRecordID: CKRecord.ID?) {
        parent = parentRecordID.map { CKRecord.Reference(recordID: $0, action: .none) }
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKRecord(recordType: recordType, recordID: recordID)
        copy.fields = fields.copy()
        copy.encrypted = encrypted.copied()
        copy.parent = parent
        return copy
    }

    open override var description: String {
        "<CKRecord: recordType=\(recordType), recordID=\(recordID.recordName):(\(recordID.zoneID.zoneName):\(recordID.zoneID.ownerName))>"
    }
}

/// A record's encrypted fields: stored like its plain ones (nothing leaves the device here).
final class CKRecordEncryptedValues: CKRecordKeyValueSetting {
    private var fields = CKRecordFields()
    func object(forKey key: String) -> (any __CKRecordObjCValue)? { fields.object(forKey: key) }
    func setObject(_ object: (any __CKRecordObjCValue)?, forKey key: String) { fields.set(object, forKey: key) }
    func allKeys() -> [String] { fields.keys }
    func changedKeys() -> [String] { fields.changed }
    func copied() -> CKRecordEncryptedValues {
        let copy = CKRecordEncryptedValues()
        copy.fields = fields.copy()
        return copy
    }
}
