/// TCP's options (Apple's documentation of `NWProtocolTCP`,
/// https://developer.apple.com/documentation/network/nwprotocoltcp), kept for the parameters.
public enum NWProtocolTCP {
    /// TCP's settings for a connection (Apple's documentation of `NWProtocolTCP.Options`).
    public final class Options: @unchecked Sendable {
        public var noDelay = false
        public var noPush = false
        public var noOptions = false
        public var enableKeepalive = false
        public var keepaliveCount = 0
        public var keepaliveIdle = 0
        public var keepaliveInterval = 0
        public var maximumSegmentSize = 0
        public var connectionTimeout = 0
        public var persistTimeout = 0
        public var connectionDropTime = 0
        public var retransmitFinDrop = false
        public var disableAckStretching = false
        public var enableFastOpen = false
        public var disableECN = false

        public init() {}
    }
}
