import Foundation

extension CKRecord {
    /// A record's identity: its name, unique in its zone (a new UUID string unless given).
    public final class ID: NSObject, NSCopying, @unchecked Sendable {
        public let recordName: String
        public let zoneID: CKRecordZone.ID

        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? CKRecord.ID else { return false }
            return recordName == other.recordName && zoneID == other.zoneID
        }
        public override var hash: Int { recordName.hashValue ^ zoneID.hash }
        public func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// A field pointing at another record; `.deleteSelf` deletes the owner with its target.
    public final class Reference: NSObject, NSCopying, CKRecordValueProtocol, __CKRecordObjCValue, @unchecked Sendable {
        public enum Action: UInt, Sendable {
            case none = 0
            case deleteSelf = 1
        }
        public let recordID: CKRecord.ID
        public let action: Action

        public init(recordID: CKRecord.ID, action: Action) { self.recordID = recordID; self.action = action }
        public convenience init(record: CKRecord, action: Action) { self.init(recordID: record.recordID, action: action) }

        public override func isEqual(_ object: Any?) -> Bool {
            (object as? CKRecord.Reference).map { $0.recordID == recordID && $0.action == action } ?? false
        }
        public override var hash: Int { recordID.hash }
        public func copy(with zone: NSZone? = nil) -> Any { self }
    }
}

/// A record zone of a database: the default zone, or a custom one by name.
open class CKRecordZone: NSObject, @unchecked Sendable {
    public final class ID: NSObject, NSCopying, @unchecked Sendable {
        public let zoneName: String
        public let ownerName: String

        public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }

        public static let defaultZoneName = "_defaultZone"
        public static let `default` = CKRecordZone.ID()

        public override func isEqual(_ object: Any?) -> Bool {
            (object as? CKRecordZone.ID).map { $0.zoneName == zoneName && $0.ownerName == ownerName } ?? false
        }
        public override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
        public func copy(with zone: NSZone? = nil) -> Any { self }
    }

    public let zoneID: CKRecordZone.ID

    public init(zoneName: String) { zoneID = CKRecordZone.ID(zoneName: zoneName) }
    public init(zoneID: CKRecordZone.ID) { self.zoneID = zoneID }

    open class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }
}

/// The owner name of the current user's zones.
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A file a record holds (a photo, a document), by its URL on the device.
open class CKAsset: NSObject, CKRecordValueProtocol, __CKRecordObjCValue, @unchecked Sendable {
    public let fileURL: URL?
    public init(fileURL: URL) { self.fileURL = fileURL }
}
