/// Apple's unified logging from Swift (Apple's documentation of `Logger`,
/// https://developer.apple.com/documentation/os/logger): a subsystem and a category, and a
/// method for each level that takes an `OSLogMessage`. Messages go to `LogOutput`: nowhere by
/// default, to standard error with `SNAP_LOG=1`. `trace` is `debug`, `notice` the default
/// level, `warning` is `error` and `critical` is `fault`, as Apple's documentation maps them.
public struct Logger: @unchecked Sendable {
    let handle: OSLog

    /// A logger of the process's default log.
    public init() { handle = .default }

    public init(subsystem: String, category: String) {
        handle = OSLog(subsystem: subsystem, category: category)
    }

    public init(_ logObj: OSLog) { handle = logObj }

    public func log(_ message: OSLogMessage) { LogOutput.emit(handle, .default, message.rendered) }
    public func log(level: OSLogType, _ message: OSLogMessage) { LogOutput.emit(handle, level, message.rendered) }
    public func trace(_ message: OSLogMessage) { LogOutput.emit(handle, .debug, message.rendered) }
    public func debug(_ message: OSLogMessage) { LogOutput.emit(handle, .debug, message.rendered) }
    public func info(_ message: OSLogMessage) { LogOutput.emit(handle, .info, message.rendered) }
    public func notice(_ message: OSLogMessage) { LogOutput.emit(handle, .default, message.rendered) }
    public func warning(_ message: OSLogMessage) { LogOutput.emit(handle, .error, message.rendered) }
    public func error(_ message: OSLogMessage) { LogOutput.emit(handle, .error, message.rendered) }
    public func critical(_ message: OSLogMessage) { LogOutput.emit(handle, .fault, message.rendered) }
    public func fault(_ message: OSLogMessage) { LogOutput.emit(handle, .fault, message.rendered) }
}
