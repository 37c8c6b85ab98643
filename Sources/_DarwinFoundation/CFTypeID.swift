import Foundation

/// The type of a Core Foundation object (`CFTypeID`), which code compares to tell a value's
/// type in a property list or a Keychain result: `CFGetTypeID(value) == CFStringGetTypeID()`.
/// Apple documents the numbers as private and changing between releases, so only comparisons
/// mean anything; here each bridged type has its own, fixed. Core Foundation's objects are
/// Foundation's here (`CoreFoundationBridging`), so an object's type is its Foundation class's,
/// a Boolean being the number that holds a `Bool`.
public typealias CFTypeID = UInt

public func CFStringGetTypeID() -> CFTypeID { 7 }
public func CFNullGetTypeID() -> CFTypeID { 16 }
public func CFDictionaryGetTypeID() -> CFTypeID { 18 }
public func CFArrayGetTypeID() -> CFTypeID { 19 }
public func CFDataGetTypeID() -> CFTypeID { 20 }
public func CFBooleanGetTypeID() -> CFTypeID { 21 }
public func CFNumberGetTypeID() -> CFTypeID { 22 }
public func CFURLGetTypeID() -> CFTypeID { 29 }
public func CFDateGetTypeID() -> CFTypeID { 42 }
public func CFErrorGetTypeID() -> CFTypeID { 43 }

/// The type of `cf`: its Foundation class's Core Foundation type; 0 (no type) for an object of
/// no bridged class.
public func CFGetTypeID(_ cf: CFTypeRef!) -> CFTypeID {
    switch cf {
    case is NSString: CFStringGetTypeID()
    case let number as NSNumber: String(cString: number.objCType) == "c" ? CFBooleanGetTypeID() : CFNumberGetTypeID()
    case is NSData: CFDataGetTypeID()
    case is NSDictionary: CFDictionaryGetTypeID()
    case is NSArray: CFArrayGetTypeID()
    case is NSURL: CFURLGetTypeID()
    case is NSDate: CFDateGetTypeID()
    case is NSError: CFErrorGetTypeID()
    case is NSNull: CFNullGetTypeID()
    default: 0
    }
}
