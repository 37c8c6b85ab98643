/// UDP's options (Apple's documentation of `NWProtocolUDP`,
/// https://developer.apple.com/documentation/network/nwprotocoludp).
public enum NWProtocolUDP {
    /// UDP's settings (Apple's documentation of `NWProtocolUDP.Options`).
    public final class Options: @unchecked Sendable {
        public var preferNoChecksum = false
        public init() {}
    }
}
