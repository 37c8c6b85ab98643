import Foundation

// BSD socket addresses carry their own length (`sa_len`, `sin_len`, `sin6_len`); Linux's do not.
// Reachability code sets the field before passing the address (`zeroAddress.sa_len =
// UInt8(MemoryLayout<sockaddr>.size)`, Alamofire's `NetworkReachabilityManager` and the widely
// copied Reachability.swift); here the length is the structure's size, and setting it changes nothing.
extension sockaddr {
    public var sa_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr>.size) }
        set {}
    }
}

extension sockaddr_in {
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }
}

extension sockaddr_in6 {
    public var sin6_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in6>.size) }
        set {}
    }
}
