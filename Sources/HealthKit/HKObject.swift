/// A saved health object (Apple's documentation of `HKObject`).
open class HKObject: NSObject, @unchecked Sendable {
    public let uuid = UUID()
}
