import Foundation
import LayoutDSL
import Testing

/// `NSValue.pointerValue`, which Apple's Foundation has and Linux's lacks, on the numbers
/// `Thread.callStackReturnAddresses` gives.
struct NSValuePointerTests {
    @Test func aNumberIsItsAddress() {
        #expect(NSNumber(value: UInt(0x1234_5678)).pointerValue == UnsafeMutableRawPointer(bitPattern: 0x1234_5678))
        #expect(NSNumber(value: 0).pointerValue == nil)
    }

    @Test func returnAddressesAreNonNilPointers() {
        let addresses = Thread.callStackReturnAddresses
        #expect(!addresses.isEmpty)
        #expect(addresses.allSatisfy { UInt(bitPattern: $0.pointerValue) == $0.uintValue && $0.pointerValue != nil })
    }
}
