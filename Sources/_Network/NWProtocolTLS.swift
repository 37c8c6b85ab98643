/// TLS's options (Apple's documentation of `NWProtocolTLS`,
/// https://developer.apple.com/documentation/network/nwprotocoltls).
public enum NWProtocolTLS {
    /// TLS's settings (Apple's documentation of `NWProtocolTLS.Options`).
    public final class Options: @unchecked Sendable {
        public init() {}
    }
}
