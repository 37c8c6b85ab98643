#if canImport(Glibc)
import Glibc
#endif

/// An IPv4 address (Apple's documentation of `IPv4Address`,
/// https://developer.apple.com/documentation/network/ipv4address), parsed by `inet_pton`.
public struct IPv4Address: Hashable, Sendable, CustomDebugStringConvertible {
    /// The four bytes, in network order.
    public let rawValue: Data

    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 4 else { return nil }
        self.rawValue = rawValue
    }

    public init?(_ string: String) {
        var bytes = [UInt8](repeating: 0, count: 4)
        guard inet_pton(AF_INET, string, &bytes) == 1 else { return nil }
        rawValue = Data(bytes)
    }

    public static let any = IPv4Address("0.0.0.0")!
    public static let broadcast = IPv4Address("255.255.255.255")!
    public static let loopback = IPv4Address("127.0.0.1")!

    public var isLoopback: Bool { rawValue.first == 127 }
    public var isMulticast: Bool { (224...239).contains(rawValue.first ?? 0) }

    public var debugDescription: String { rawValue.map(String.init).joined(separator: ".") }
}
