/// Reports the network path (Apple's documentation of `NWPathMonitor`,
/// https://developer.apple.com/documentation/network/nwpathmonitor).
///
/// The path is a Wi-Fi connection (`NWPath`): `.satisfied` unless the monitor requires another
/// kind of interface or prohibits Wi-Fi. `start(queue:)` delivers it once, at once, on the
/// caller's thread, so a preview's state is settled in its first frame; it never changes, so no
/// second update follows. As an `AsyncSequence` the monitor yields the path once and then waits.
public final class NWPathMonitor: @unchecked Sendable {
    public var pathUpdateHandler: ((_ newPath: NWPath) -> Void)?
    public private(set) var queue: DispatchQueue?
    /// The path, the same before and after `start(queue:)`.
    public let currentPath: NWPath

    public init() { currentPath = NWPath(interfaces: [.wifi]) }

    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        currentPath = NWPath(interfaces: requiredInterfaceType == .wifi ? [.wifi] : [])
    }

    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        currentPath = NWPath(interfaces: prohibitedInterfaceTypes.contains(.wifi) ? [] : [.wifi])
    }

    /// Delivers the path to `pathUpdateHandler`, once.
    public func start(queue: DispatchQueue) {
        guard self.queue == nil else { return }
        self.queue = queue
        pathUpdateHandler?(currentPath)
    }

    public func cancel() { pathUpdateHandler = nil }
}

extension NWPathMonitor: AsyncSequence {
    public typealias Element = NWPath

    /// Yields the path, then waits as a monitor whose path never changes.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let path: NWPath
        var delivered = false

        public mutating func next() async -> NWPath? {
            if !delivered {
                delivered = true
                return path
            }
            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 3_600_000_000_000) }
            return nil
        }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(path: currentPath) }
}
