import Foundation

/// A network target whose reachability an app watches (Apple's `SCNetworkReachability`, created
/// for a host name or a socket address). A preview runs in the Simulator, which reaches the
/// network through the Mac's connection, so every target is reachable without a connection to
/// make or a cellular radio: its flags are `.reachable`, they never change, and no callback is
/// ever called (iOS calls one only when the flags change).
public final class SCNetworkReachability: @unchecked Sendable {
    let flags: SCNetworkReachabilityFlags = .reachable
    var callback: SCNetworkReachabilityCallBack?
    var context = SCNetworkReachabilityContext(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
    var queue: DispatchQueue?

    init() {}
}

/// What a target calls when its flags change (`SCNetworkReachabilityCallBack`): the target, its
/// flags and the context's `info`.
public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

/// The `info` passed to a callback, with the functions that retain, release and describe it
/// (`SCNetworkReachabilityContext`).
public struct SCNetworkReachabilityContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer?
    public var retain: ((UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: ((UnsafeRawPointer) -> Void)?
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?

    public init(version: CFIndex, info: UnsafeMutableRawPointer?, retain: ((UnsafeRawPointer) -> UnsafeRawPointer)?,
                release: ((UnsafeRawPointer) -> Void)?, copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }

    public init() { self.init(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil) }
}

/// A target for a host name (`SCNetworkReachabilityCreateWithName`).
public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?,
                                                _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    SCNetworkReachability()
}

/// A target for a socket address, the zero address meaning the network in general
/// (`SCNetworkReachabilityCreateWithAddress`).
public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?,
                                                   _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
    SCNetworkReachability()
}

/// A target for a pair of local and remote addresses (`SCNetworkReachabilityCreateWithAddressPair`).
public func SCNetworkReachabilityCreateWithAddressPair(_ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?,
                                                       _ remoteAddress: UnsafePointer<sockaddr>?) -> SCNetworkReachability? {
    SCNetworkReachability()
}

/// The target's current flags; true, as they are known at once.
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability,
                                          _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
    flags.pointee = target.flags
    return true
}

/// Sets the function called when the target's flags change, with its context (copied, as
/// `SCNetworkReachabilitySetCallback` copies it; its `retain` is called on `info`, as Apple's is).
public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                             _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool {
    if let info = target.context.info { target.context.release?(UnsafeRawPointer(info)) }
    target.callback = callout
    target.context = context?.pointee ?? SCNetworkReachabilityContext()
    if let info = target.context.info, let retain = target.context.retain {
        target.context.info = UnsafeMutableRawPointer(mutating: retain(UnsafeRawPointer(info)))
    }
    return true
}

/// Schedules the target's callback on a queue (nil unschedules it).
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    target.queue = queue
    return true
}
