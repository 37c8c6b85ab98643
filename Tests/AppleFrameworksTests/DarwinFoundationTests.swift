import _DarwinFoundation
import Dispatch
import Foundation
import Testing

/// What Apple's Foundation re-exports from the Objective-C runtime, Core Foundation and Dispatch.
struct DarwinFoundationTests {
    final class Owner {}

    @Test func associatedObjectsLiveWithTheirObject() {
        let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { key.deallocate() }
        let owner = Owner()
        #expect(objc_getAssociatedObject(owner, key) == nil)
        objc_setAssociatedObject(owner, key, true, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner, key) as? Bool == true)
        #expect(objc_getAssociatedObject(Owner(), key) == nil)
        objc_setAssociatedObject(owner, key, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner, key) == nil)
        weak var gone: Owner?
        do {
            let value = Owner()
            gone = value
            objc_setAssociatedObject(owner, key, value, .OBJC_ASSOCIATION_ASSIGN)
        }
        #expect(gone == nil && objc_getAssociatedObject(owner, key) == nil)
    }

    @Test func coreFoundationTypesBridge() {
        let key: CFString = "PixelWidth" as CFString
        let dictionary = [key: 3] as [CFString: Any] as CFDictionary
        #expect((dictionary as? [AnyHashable: Any])?["PixelWidth"] as? Int == 3)
        #expect(abs(CFAbsoluteTimeGetCurrent() - Date().timeIntervalSinceReferenceDate) < 1)
        #expect(autoreleasepool { 7 } == 7)
    }

    @Test func aMemoryPressureSourceNeverFiresAndCompressionIsNotHere() {
        let source = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical], queue: .main)
        source.setEventHandler {}
        source.resume()
        source.cancel()
        let events: DispatchSource.MemoryPressureEvent = source.data
        #expect(events.isEmpty)
        #expect(throws: CocoaError.self) { try NSData(data: Data([1, 2])).compressed(using: .lzfse) }
    }

    /// A Keychain or property list value's type, told as iOS code tells it.
    @Test func typeIDsTellBridgedValuesApart() {
        let values: [CFTypeRef] = ["a" as NSString, NSNumber(value: 3), kCFBooleanTrue, Data() as NSData, NSDictionary(),
                                   NSArray(), NSURL(fileURLWithPath: "/"), NSDate(), NSNull()]
        let ids = values.map { CFGetTypeID($0) }
        #expect(ids == [CFStringGetTypeID(), CFNumberGetTypeID(), CFBooleanGetTypeID(), CFDataGetTypeID(), CFDictionaryGetTypeID(),
                        CFArrayGetTypeID(), CFURLGetTypeID(), CFDateGetTypeID(), CFNullGetTypeID()])
        #expect(Set(ids).count == ids.count && CFGetTypeID(Owner()) == 0)
        #expect(CFGetTypeID(NSMutableString(string: "m")) == CFStringGetTypeID())
    }
}
