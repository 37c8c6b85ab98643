import Foundation
import Synchronization

/// Values associated with objects by a key's address, as the Objective-C runtime keeps them
/// (`objc_setAssociatedObject`, `objc_getAssociatedObject`; Apple's Foundation re-exports the
/// runtime). An entry holds its object weakly and is dropped once the object is gone, so an
/// object allocated later at the same address never reads it; `OBJC_ASSOCIATION_ASSIGN` holds
/// its value weakly too when it is an object.
private final class AssociatedObjects: Sendable {
    struct Key: Hashable { let object: ObjectIdentifier; let key: UnsafeRawPointer }
    final class Entry: @unchecked Sendable {
        weak var object: AnyObject?
        let value: Any?
        weak var weakValue: AnyObject?
        let isWeak: Bool
        init(object: AnyObject, value: Any, policy: objc_AssociationPolicy) {
            self.object = object
            isWeak = policy == .OBJC_ASSOCIATION_ASSIGN && type(of: value) is AnyClass
            self.value = isWeak ? nil : value
            weakValue = isWeak ? value as AnyObject : nil
        }
        var current: Any? { isWeak ? weakValue : value }
    }
    static let shared = AssociatedObjects()
    let entries = Mutex<[Key: Entry]>([:])
}

/// Associates `value` with `object` under `key`, or removes the association when `value` is nil.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    let entryKey = AssociatedObjects.Key(object: ObjectIdentifier(owner), key: key)
    AssociatedObjects.shared.entries.withLock { entries in
        entries = entries.filter { $0.value.object != nil }
        entries[entryKey] = value.map { AssociatedObjects.Entry(object: owner, value: $0, policy: policy) }
    }
}

/// The value associated with `object` under `key`; nil when there is none.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    let entryKey = AssociatedObjects.Key(object: ObjectIdentifier(owner), key: key)
    return AssociatedObjects.shared.entries.withLock { entries in
        guard let entry = entries[entryKey], entry.object === owner else { return nil }
        return entry.current
    }
}
