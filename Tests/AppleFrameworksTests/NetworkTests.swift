import Foundation
@testable import _Network
import Testing

/// The path of a device on Wi-Fi, reported once; connections that never become ready.
struct NetworkTests {
    final class Paths: @unchecked Sendable { var paths: [NWPath] = [] }

    @Test func monitorDeliversASatisfiedPathOnce() {
        let monitor = NWPathMonitor()
        let seen = Paths()
        monitor.pathUpdateHandler = { seen.paths.append($0) }
        monitor.start(queue: DispatchQueue(label: "monitor"))
        monitor.start(queue: .main)
        #expect(seen.paths.count == 1)
        let path = try? #require(seen.paths.first)
        #expect(path?.status == .satisfied && path == monitor.currentPath)
        #expect(path?.usesInterfaceType(.wifi) == true && path?.usesInterfaceType(.cellular) == false)
        #expect(path?.isExpensive == false && path?.isConstrained == false && path?.supportsDNS == true)
        #expect(path?.availableInterfaces.map(\.name) == ["en0"])
        monitor.cancel()
    }

    @Test func requiredOrProhibitedInterfacesLeaveNoPath() {
        #expect(NWPathMonitor(requiredInterfaceType: .cellular).currentPath.status == .unsatisfied)
        #expect(NWPathMonitor(requiredInterfaceType: .wifi).currentPath.status == .satisfied)
        #expect(NWPathMonitor(prohibitedInterfaceTypes: [.wifi]).currentPath.availableInterfaces.isEmpty)
    }

    @Test func monitorYieldsThePathAsASequence() async {
        var iterator = NWPathMonitor().makeAsyncIterator()
        #expect(await iterator.next()?.status == .satisfied)
    }

    @Test func connectionStaysPreparing() {
        let connection = NWConnection(host: "example.com", port: .https, using: .tls)
        var states: [NWConnection.State] = []
        connection.stateUpdateHandler = { states.append($0) }
        connection.start(queue: .main)
        var sent = false
        connection.send(content: Data("hi".utf8), completion: .contentProcessed { _ in sent = true })
        #expect(states == [.preparing] && connection.state == .preparing && !sent && connection.currentPath == nil)
        connection.cancel()
        connection.start(queue: .main)
        #expect(states == [.preparing, .cancelled])
    }

    @Test func endpointsParseAddresses() {
        #expect(NWEndpoint.Host("192.168.0.1") == .ipv4(IPv4Address("192.168.0.1")!))
        #expect(NWEndpoint.Host("::1") == .ipv6(.loopback))
        #expect(NWEndpoint.Host("example.com") == .name("example.com", nil))
        #expect(IPv4Address("256.0.0.1") == nil && IPv4Address.loopback.isLoopback)
        #expect(IPv6Address("fe80::1")?.debugDescription == "fe80::1")
        #expect(NWEndpoint.Port("8080")?.rawValue == 8080 && NWEndpoint.Port.https.rawValue == 443)
        #expect(NWEndpoint.hostPort(host: "example.com", port: 80).debugDescription == "example.com:80")
    }
}
