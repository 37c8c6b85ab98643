import Foundation

/// How a network target is reachable (`SCNetworkReachabilityFlags`, with the bit values of
/// `SCNetworkReachability.h`).
public struct SCNetworkReachabilityFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    public static let connectionAutomatic = connectionOnTraffic
}
