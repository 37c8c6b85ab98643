/// Marks an event or an interval's start or end in `log` (Apple's documentation of
/// `os_signpost(_:dso:log:name:signpostID:)`): a line `signpost begin <name> [id]` with
/// `SNAP_LOG=1`, as every message.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {
    LogOutput.emit(log, .debug, "signpost \(type.name) \(name) [\(signpostID.rawValue)]")
}

/// The same with a format-string message (Apple's documentation of
/// `os_signpost(_:dso:log:name:signpostID:_:_:)`).
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {
    LogOutput.emit(log, .debug, "signpost \(type.name) \(name) [\(signpostID.rawValue)]: \(formatted(format, arguments))")
}
