import CoreLocation
import Foundation

/// A value a record field holds (Apple's `__CKRecordObjCValue`, written `CKRecordValue`): strings,
/// numbers, dates, data, locations, references, assets and arrays of them.
public protocol __CKRecordObjCValue {}
public typealias CKRecordValue = __CKRecordObjCValue

/// The Swift form of the same set, for the typed subscript (`record["title"] = title`).
public protocol CKRecordValueProtocol {}

extension String: CKRecordValueProtocol, __CKRecordObjCValue {}
extension NSString: CKRecordValueProtocol, __CKRecordObjCValue {}
extension Int: CKRecordValueProtocol, __CKRecordObjCValue {}
extension Int64: CKRecordValueProtocol, __CKRecordObjCValue {}
extension Int32: CKRecordValueProtocol, __CKRecordObjCValue {}
extension Double: CKRecordValueProtocol, __CKRecordObjCValue {}
extension Float: CKRecordValueProtocol, __CKRecordObjCValue {}
extension Bool: CKRecordValueProtocol, __CKRecordObjCValue {}
extension NSNumber: CKRecordValueProtocol, __CKRecordObjCValue {}
extension Date: CKRecordValueProtocol, __CKRecordObjCValue {}
extension NSDate: CKRecordValueProtocol, __CKRecordObjCValue {}
extension Data: CKRecordValueProtocol, __CKRecordObjCValue {}
extension NSData: CKRecordValueProtocol, __CKRecordObjCValue {}
extension CLLocation: CKRecordValueProtocol, __CKRecordObjCValue {}
extension Array: CKRecordValueProtocol, __CKRecordObjCValue where Element: CKRecordValueProtocol {}
extension NSArray: CKRecordValueProtocol, __CKRecordObjCValue {}

/// Reading and writing a record's fields by key (Apple's `CKRecordKeyValueSetting`): a record's
/// own fields and its `encryptedValues`.
public protocol CKRecordKeyValueSetting: AnyObject {
    subscript(key: String) -> (any __CKRecordObjCValue)? { get set }
    subscript<T: CKRecordValueProtocol>(key: String) -> T? { get set }
    func object(forKey key: String) -> (any __CKRecordObjCValue)?
    func setObject(_ object: (any __CKRecordObjCValue)?, forKey key: String)
    func allKeys() -> [String]
    func changedKeys() -> [String]
}
