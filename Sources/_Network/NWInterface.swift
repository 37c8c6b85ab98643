/// A network interface (Apple's documentation of `NWInterface`,
/// https://developer.apple.com/documentation/network/nwinterface).
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kind of an interface (Apple's documentation of `NWInterface.InterfaceType`).
    public enum InterfaceType: Hashable, Sendable {
        case other, wifi, cellular, wiredEthernet, loopback
    }

    public let type: InterfaceType
    public let name: String
    public let index: Int

    init(type: InterfaceType, name: String, index: Int) {
        self.type = type
        self.name = name
        self.index = index
    }

    /// The Wi-Fi interface of an iPhone, `en0`, which the path monitor reports.
    static let wifi = NWInterface(type: .wifi, name: "en0", index: 1)

    public var debugDescription: String { name }
}
