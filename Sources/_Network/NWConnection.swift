/// A connection to an endpoint (Apple's documentation of `NWConnection`,
/// https://developer.apple.com/documentation/network/nwconnection).
///
/// Inert: nothing is sent or received. `start(queue:)` moves the connection to `.preparing`,
/// where it stays, as a connection whose handshake never finishes; sends and receives never
/// complete; `cancel()` moves it to `.cancelled`. State changes reach `stateUpdateHandler` at once,
/// on the caller's thread.
public final class NWConnection: @unchecked Sendable, CustomDebugStringConvertible {
    /// A connection's state (Apple's documentation of `NWConnection.State`).
    public enum State: Equatable, Sendable {
        case setup
        case waiting(NWError)
        case preparing
        case ready
        case failed(NWError)
        case cancelled
    }

    /// What a send waits for (Apple's documentation of `NWConnection.SendCompletion`).
    public enum SendCompletion {
        case contentProcessed((_ error: NWError?) -> Void)
        case idempotent
    }

    /// The message context of a send or receive (Apple's documentation of
    /// `NWConnection.ContentContext`).
    public final class ContentContext: @unchecked Sendable {
        public let identifier: String
        public let isFinal: Bool
        public init(identifier: String, expiration: UInt64 = 0, priority: Double = 0.5, isFinal: Bool = false,
                    antecedent: NWConnection.ContentContext? = nil) {
            self.identifier = identifier
            self.isFinal = isFinal
        }
        public static let defaultMessage = ContentContext(identifier: "defaultMessage")
        public static let finalMessage = ContentContext(identifier: "finalMessage", isFinal: true)
        public static let defaultStream = ContentContext(identifier: "defaultStream")
    }

    public let endpoint: NWEndpoint
    public let parameters: NWParameters
    public private(set) var state: State = .setup
    public private(set) var queue: DispatchQueue?
    public var stateUpdateHandler: ((_ state: NWConnection.State) -> Void)?
    public var viabilityUpdateHandler: ((_ isViable: Bool) -> Void)?
    public var betterPathUpdateHandler: ((_ betterPathAvailable: Bool) -> Void)?
    public var pathUpdateHandler: ((_ newPath: NWPath) -> Void)?
    /// Nil until the connection is ready, which it never is.
    public var currentPath: NWPath? { nil }

    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
    }

    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }

    public func start(queue: DispatchQueue) {
        guard state == .setup else { return }
        self.queue = queue
        move(to: .preparing)
    }

    public func restart() {}

    public func cancel() { move(to: .cancelled) }
    public func forceCancel() { move(to: .cancelled) }
    public func cancelCurrentEndpoint() {}

    /// Sends nothing; the completion is never called, as for a send queued on a connection that
    /// never becomes ready.
    public func send(content: Data?, contentContext: NWConnection.ContentContext = .defaultMessage, isComplete: Bool = true,
                     completion: NWConnection.SendCompletion) {}

    /// Receives nothing; the completion is never called.
    public func receive(minimumIncompleteLength: Int, maximumLength: Int,
                        completion: @escaping (_ content: Data?, _ contentContext: NWConnection.ContentContext?,
                                               _ isComplete: Bool, _ error: NWError?) -> Void) {}

    public func receiveMessage(completion: @escaping (_ completeContent: Data?, _ contentContext: NWConnection.ContentContext?,
                                                      _ isComplete: Bool, _ error: NWError?) -> Void) {}

    private func move(to state: State) {
        guard self.state != state, self.state != .cancelled else { return }
        self.state = state
        stateUpdateHandler?(state)
    }

    public var debugDescription: String { "[C] \(endpoint.debugDescription) \(parameters.debugDescription)" }
}
