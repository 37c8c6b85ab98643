/// Sends a format-string message to `log` (Apple's documentation of
/// `os_log(_:dso:log:type:_:)`): the format is filled in as `String(format:)` fills it, after the
/// privacy annotations (`%{public}@`, `%{private}d`) are dropped.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
                   _ args: any CVarArg...) {
    LogOutput.emit(log, type, formatted(message, args))
}

/// Sends a format-string message of level `type` (Apple's documentation of
/// `os_log(_:dso:log:_:_:)`).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString,
                   _ args: any CVarArg...) {
    LogOutput.emit(log, type, formatted(message, args))
}

/// Sends an interpolated message to the default log (Apple's documentation of `os_log(_:)`).
public func os_log(_ message: OSLogMessage) {
    LogOutput.emit(.default, .default, message.rendered)
}

/// Sends an interpolated message of `logLevel` to `logObject` (Apple's documentation of
/// `os_log(_:log:_:)`).
public func os_log(_ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage) {
    LogOutput.emit(logObject, logLevel, message.rendered)
}

/// `format` filled with `args`, its `{…}` annotations removed: `%{public}@` is `%@`.
func formatted(_ format: StaticString, _ args: [any CVarArg]) -> String {
    let plain = format.description.replacingOccurrences(of: #"%\{[^}]*\}"#, with: "%", options: .regularExpression)
    return args.isEmpty ? plain.replacingOccurrences(of: "%%", with: "%") : String(format: plain, arguments: args)
}
