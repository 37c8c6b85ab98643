/// Signposts from Swift (Apple's documentation of `OSSignposter`,
/// https://developer.apple.com/documentation/os/ossignposter): events and intervals of a log,
/// which Instruments shows on iOS. Here each is a message of `LogOutput` (nothing by default, a
/// `signpost begin/end/event <name> [id]` line with `SNAP_LOG=1`); `withIntervalSignpost` runs
/// its task between the two.
public struct OSSignposter: @unchecked Sendable {
    let handle: OSLog

    public init(subsystem: String, category: String) { handle = OSLog(subsystem: subsystem, category: category) }
    public init(subsystem: String, category: OSLog.Category) { handle = OSLog(subsystem: subsystem, category: category) }
    public init(logger: Logger) { handle = logger.handle }
    public init(logHandle: OSLog) { handle = logHandle }

    /// A signposter that emits nothing.
    public static var disabled: OSSignposter { OSSignposter(logHandle: .disabled) }

    public var isEnabled: Bool { handle.signpostsEnabled }

    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: handle) }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: handle, object: object) }

    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) { emit(.event, name, id, nil) }
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {
        emit(.event, name, id, message)
    }

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        begin(name, id, nil)
    }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        begin(name, id, message)
    }
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        begin(name, id, nil)
    }
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive,
                                       _ message: OSLogMessage) -> OSSignpostIntervalState {
        begin(name, id, message)
    }

    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) { end(name, state, nil) }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {
        end(name, state, message)
    }

    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        let state = begin(name, id, nil)
        defer { end(name, state, nil) }
        return try task()
    }
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
                                        around task: () throws -> T) rethrows -> T {
        let state = begin(name, id, message)
        defer { end(name, state, nil) }
        return try task()
    }

    private func begin(_ name: StaticString, _ id: OSSignpostID, _ message: OSLogMessage?) -> OSSignpostIntervalState {
        emit(.begin, name, id, message)
        return OSSignpostIntervalState(signpostID: id, isOpen: isEnabled)
    }

    private func end(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage?) {
        if state.isOpen { emit(.end, name, state.signpostID, message) }
    }

    private func emit(_ type: OSSignpostType, _ name: StaticString, _ id: OSSignpostID, _ message: OSLogMessage?) {
        LogOutput.emit(handle, .debug, "signpost \(type.name) \(name) [\(id.rawValue)]" + (message.map { ": " + $0.rendered } ?? ""))
    }
}
