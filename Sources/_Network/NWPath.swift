/// A network path's state (Apple's documentation of `NWPath`,
/// https://developer.apple.com/documentation/network/nwpath). The path reported here is that of
/// a device on Wi-Fi with the internet: `.satisfied` through `en0`, neither expensive nor
/// constrained, with IPv4, IPv6 and DNS, so that a preview shows an app online.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Whether the path can be used (Apple's documentation of `NWPath.Status`).
    public enum Status: Equatable, Hashable, Sendable {
        case satisfied, unsatisfied, requiresConnection
    }

    /// Why a path is unsatisfied (Apple's documentation of `NWPath.UnsatisfiedReason`).
    public enum UnsatisfiedReason: Equatable, Hashable, Sendable {
        case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }

    public let status: Status
    public let unsatisfiedReason: UnsatisfiedReason
    public let availableInterfaces: [NWInterface]
    public let isExpensive: Bool
    public let isConstrained: Bool
    public let supportsIPv4: Bool
    public let supportsIPv6: Bool
    public let supportsDNS: Bool
    public let gateways: [NWEndpoint]
    public let localEndpoint: NWEndpoint?
    public let remoteEndpoint: NWEndpoint?

    /// The path of a device on Wi-Fi, or none when `interfaces` leaves nothing.
    init(interfaces: [NWInterface]) {
        let satisfied = !interfaces.isEmpty
        status = satisfied ? .satisfied : .unsatisfied
        unsatisfiedReason = .notAvailable
        availableInterfaces = interfaces
        isExpensive = false
        isConstrained = false
        supportsIPv4 = satisfied
        supportsIPv6 = satisfied
        supportsDNS = satisfied
        gateways = satisfied ? [.hostPort(host: .ipv4(IPv4Address("192.168.1.1")!), port: .any)] : []
        localEndpoint = nil
        remoteEndpoint = nil
    }

    /// Whether the path goes through an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { availableInterfaces.contains { $0.type == type } }

    public var debugDescription: String {
        status == .satisfied ? "satisfied (Path is satisfied), interface: \(availableInterfaces.map(\.name).joined(separator: ", "))"
            : "unsatisfied (No network route)"
    }
}
