/// Where a connection goes (Apple's documentation of `NWEndpoint`,
/// https://developer.apple.com/documentation/network/nwendpoint).
public enum NWEndpoint: Hashable, Sendable, CustomDebugStringConvertible {
    case hostPort(host: NWEndpoint.Host, port: NWEndpoint.Port)
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    case unix(path: String)
    case url(URL)
    case opaque(String)

    /// A host by name or address (Apple's documentation of `NWEndpoint.Host`).
    public enum Host: Hashable, Sendable, ExpressibleByStringLiteral, CustomDebugStringConvertible {
        case name(String, NWInterface?)
        case ipv4(IPv4Address)
        case ipv6(IPv6Address)

        /// An address when `name` spells one, else a name, as Apple's initializer parses it.
        public init(_ name: String) {
            if let address = IPv4Address(name) {
                self = .ipv4(address)
            } else if let address = IPv6Address(name) {
                self = .ipv6(address)
            } else {
                self = .name(name, nil)
            }
        }

        public init(stringLiteral value: String) { self.init(value) }

        public var debugDescription: String {
            switch self {
            case let .name(name, _): name
            case let .ipv4(address): address.debugDescription
            case let .ipv6(address): address.debugDescription
            }
        }
    }

    /// A port number (Apple's documentation of `NWEndpoint.Port`).
    public struct Port: Hashable, Sendable, RawRepresentable, ExpressibleByIntegerLiteral, CustomDebugStringConvertible {
        public let rawValue: UInt16
        public init?(rawValue: UInt16) { self.rawValue = rawValue }
        public init(integerLiteral value: UInt16) { rawValue = value }
        public init?(_ string: String) {
            guard let value = UInt16(string) else { return nil }
            rawValue = value
        }

        public static let any: Port = 0
        public static let ssh: Port = 22
        public static let smtp: Port = 25
        public static let http: Port = 80
        public static let pop: Port = 110
        public static let imap: Port = 143
        public static let https: Port = 443
        public static let imaps: Port = 993
        public static let socks: Port = 1080

        public var debugDescription: String { String(rawValue) }
    }

    public var debugDescription: String {
        switch self {
        case let .hostPort(host, port): "\(host.debugDescription):\(port.rawValue)"
        case let .service(name, type, domain, _): "\(name).\(type)\(domain)"
        case let .unix(path): path
        case let .url(url): url.absoluteString
        case let .opaque(text): text
        }
    }
}
