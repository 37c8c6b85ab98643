#if canImport(Glibc)
import Glibc
#endif

/// An IPv6 address (Apple's documentation of `IPv6Address`,
/// https://developer.apple.com/documentation/network/ipv6address), parsed and written by
/// `inet_pton` and `inet_ntop`.
public struct IPv6Address: Hashable, Sendable, CustomDebugStringConvertible {
    /// The sixteen bytes, in network order.
    public let rawValue: Data

    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 16 else { return nil }
        self.rawValue = rawValue
    }

    public init?(_ string: String) {
        var bytes = [UInt8](repeating: 0, count: 16)
        guard inet_pton(AF_INET6, string, &bytes) == 1 else { return nil }
        rawValue = Data(bytes)
    }

    public static let any = IPv6Address("::")!
    public static let loopback = IPv6Address("::1")!

    public var isLoopback: Bool { self == .loopback }
    public var isMulticast: Bool { rawValue.first == 0xFF }

    public var debugDescription: String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let bytes = [UInt8](rawValue)
        _ = inet_ntop(AF_INET6, bytes, &text, socklen_t(text.count))
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
