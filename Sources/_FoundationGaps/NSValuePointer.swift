import Foundation

extension NSValue {
    /// The value as a pointer (Foundation's `NSValue.pointerValue`, which swift-corelibs-foundation does not
    /// declare). Apple's Foundation reads the stored bytes as a pointer; the values whose bytes hold one
    /// here are numbers, as `Thread.callStackReturnAddresses` gives them: each return address an
    /// `NSNumber`, which code that looks for a framework's frames on the stack turns into a pointer
    /// (`UInt(bitPattern: address.pointerValue)`). Any other value is nil.
    public var pointerValue: UnsafeMutableRawPointer? {
        guard let number = self as? NSNumber else { return nil }
        return UnsafeMutableRawPointer(bitPattern: number.uintValue)
    }
}
