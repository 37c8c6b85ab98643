/// How a connection is made (Apple's documentation of `NWParameters`,
/// https://developer.apple.com/documentation/network/nwparameters): kept, never used to connect.
public final class NWParameters: @unchecked Sendable, CustomDebugStringConvertible {
    /// The transport, by name, as the debug description shows it.
    let transport: String
    public var requiredInterfaceType: NWInterface.InterfaceType = .other
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
    public var prohibitExpensivePaths = false
    public var prohibitConstrainedPaths = false
    public var allowLocalEndpointReuse = false
    public var includePeerToPeer = false
    public var allowFastOpen = false
    public var requiredLocalEndpoint: NWEndpoint?

    init(transport: String) { self.transport = transport }

    public convenience init() { self.init(transport: "tcp") }
    public convenience init(tls: NWProtocolTLS.Options?, tcp: NWProtocolTCP.Options = NWProtocolTCP.Options()) {
        self.init(transport: tls == nil ? "tcp" : "tls")
    }
    public convenience init(dtls: NWProtocolTLS.Options?, udp: NWProtocolUDP.Options = NWProtocolUDP.Options()) {
        self.init(transport: dtls == nil ? "udp" : "dtls")
    }

    public class var tcp: NWParameters { NWParameters(transport: "tcp") }
    public class var udp: NWParameters { NWParameters(transport: "udp") }
    public class var tls: NWParameters { NWParameters(transport: "tls") }
    public class var dtls: NWParameters { NWParameters(transport: "dtls") }

    public func copy() -> NWParameters {
        let copy = NWParameters(transport: transport)
        copy.requiredInterfaceType = requiredInterfaceType
        copy.prohibitedInterfaceTypes = prohibitedInterfaceTypes
        copy.prohibitExpensivePaths = prohibitExpensivePaths
        copy.prohibitConstrainedPaths = prohibitConstrainedPaths
        copy.allowLocalEndpointReuse = allowLocalEndpointReuse
        copy.includePeerToPeer = includePeerToPeer
        copy.allowFastOpen = allowFastOpen
        copy.requiredLocalEndpoint = requiredLocalEndpoint
        return copy
    }

    public var debugDescription: String { transport }
}
