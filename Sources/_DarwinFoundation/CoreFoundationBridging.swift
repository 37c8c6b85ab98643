import Foundation

// Core Foundation's types that Apple's Foundation re-exports and bridges toll-free to its own
// (Apple's documentation, "Toll-Free Bridged Types"): here they are Foundation's classes, so
// `data as CFData`, `[kCGImageSourceShouldCache: false] as CFDictionary` and `key as String`
// compile and bridge as on iOS. swift-corelibs-foundation keeps Core Foundation to itself.
public typealias CFString = NSString
public typealias CFData = NSData
public typealias CFMutableData = NSMutableData
public typealias CFDictionary = NSDictionary
public typealias CFArray = NSArray
public typealias CFURL = NSURL
public typealias CFError = NSError
public typealias CFBoolean = NSNumber
/// Any Core Foundation object (`CFTypeRef`): what the Keychain's calls return through their
/// out-parameter, an item's data or attributes.
public typealias CFTypeRef = AnyObject

/// Core Foundation's Booleans, which queries pass as values (`kSecReturnData: kCFBooleanTrue`).
public var kCFBooleanTrue: CFBoolean! { NSNumber(value: true) }
public var kCFBooleanFalse: CFBoolean! { NSNumber(value: false) }

/// A Core Foundation count or index.
public typealias CFIndex = Int
/// What allocates a Core Foundation object's memory: here Swift's, whichever is passed.
public final class CFAllocator: Sendable {
    private init() {}
}
/// The default allocator (Core Foundation's `kCFAllocatorDefault`, `NULL`).
public var kCFAllocatorDefault: CFAllocator? { nil }

/// Empty mutable data (Core Foundation's `CFDataCreateMutable`): an `NSMutableData`, whose
/// capacity grows as it is written, as a capacity of 0 asks.
public func CFDataCreateMutable(_ allocator: CFAllocator?, _ capacity: CFIndex) -> CFMutableData! {
    NSMutableData(capacity: capacity)
}
