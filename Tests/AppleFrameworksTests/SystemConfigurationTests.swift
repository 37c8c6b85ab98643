import _SystemConfiguration
import Foundation
import Testing

/// Reachability as the widely copied Reachability.swift and Alamofire's manager call it: a target
/// for a name or the zero address (whose `sa_len` they set, a field Linux's `sockaddr` lacks) is
/// reachable, not over WWAN, as in the Simulator; a callback with a retained context is kept and
/// never called, since the flags never change.
struct SystemConfigurationTests {
    final class Monitor { var calls = 0 }

    @Test func everyTargetIsReachableAsInTheSimulator() throws {
        var zeroAddress = sockaddr()
        zeroAddress.sa_len = UInt8(MemoryLayout<sockaddr>.size)
        zeroAddress.sa_family = sa_family_t(AF_INET)
        #expect(zeroAddress.sa_len == 16)
        let general = try #require(SCNetworkReachabilityCreateWithAddress(nil, &zeroAddress))
        let host = try #require(SCNetworkReachabilityCreateWithName(nil, "example.com"))
        for target in [general, host] {
            var flags = SCNetworkReachabilityFlags()
            #expect(SCNetworkReachabilityGetFlags(target, &flags))
            #expect(flags == .reachable && !flags.contains(.isWWAN) && !flags.contains(.connectionRequired))
        }
    }

    @Test func aCallbackIsKeptWithItsRetainedContextAndNeverCalled() throws {
        let monitor = Monitor()
        let target = try #require(SCNetworkReachabilityCreateWithName(nil, "example.com"))
        var context = SCNetworkReachabilityContext(version: 0, info: Unmanaged.passUnretained(monitor).toOpaque(),
                                                   retain: { UnsafeRawPointer(Unmanaged<Monitor>.fromOpaque($0).retain().toOpaque()) },
                                                   release: { Unmanaged<Monitor>.fromOpaque($0).release() }, copyDescription: nil)
        #expect(SCNetworkReachabilitySetCallback(target, { _, _, info in
            info.map { Unmanaged<Monitor>.fromOpaque($0).takeUnretainedValue().calls += 1 }
        }, &context))
        #expect(SCNetworkReachabilitySetDispatchQueue(target, .main))
        #expect(SCNetworkReachabilitySetCallback(target, nil, nil))
        #expect(monitor.calls == 0)
    }
}
