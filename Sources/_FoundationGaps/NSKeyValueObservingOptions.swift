/// What a key-value observation reports (Foundation's `NSKeyValueObservingOptions`, which
/// swift-corelibs-foundation does not have). Raw values are Apple's.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is also called once, at once, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change (`isPrior`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
