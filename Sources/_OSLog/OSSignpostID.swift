/// The identity of a signposted interval (Apple's documentation of `OSSignpostID`,
/// https://developer.apple.com/documentation/os/ossignpostid). IDs made from a log count up from
/// 1 in the order they are made, so a run's IDs are the same on every run.
public struct OSSignpostID: Comparable, Hashable, Sendable {
    public let rawValue: UInt64

    public init(_ value: UInt64) { rawValue = value }

    /// A new identifier, unique in the process.
    public init(log: OSLog) { rawValue = Self.next() }

    /// The identifier of `object`, the same for the same object.
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

    /// The identifier of intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(~0)
    public static let null = OSSignpostID(0)

    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    nonisolated(unsafe) private static var last: UInt64 = 0
    private static let lock = NSLock()
    private static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
