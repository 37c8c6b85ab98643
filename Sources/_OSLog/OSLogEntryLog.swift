/// A logged message in a store (Apple's documentation of `OSLogEntryLog`,
/// https://developer.apple.com/documentation/oslog/oslogentrylog): its level, subsystem and
/// category, and the process that sent it (this one).
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// A message's level as the store records it (Apple's documentation of `OSLogEntryLog.Level`).
    public enum Level: Int, Sendable { case undefined = 0, debug, info, notice, error, fault }

    public let level: Level
    public let subsystem: String
    public let category: String
    public var process: String { ProcessInfo.processInfo.processName }
    public var processIdentifier: Int32 { ProcessInfo.processInfo.processIdentifier }
    public var sender: String { process }
    public var threadIdentifier: UInt64 { 0 }
    public var activityIdentifier: UInt64 { 0 }
    /// The message as written, its values filled in (the format string is not kept).
    public var formatString: String { composedMessage }

    init(_ entry: LogOutput.Entry) {
        switch entry.type {
        case .debug: level = .debug
        case .info: level = .info
        case .error: level = .error
        case .fault: level = .fault
        default: level = .notice
        }
        subsystem = entry.subsystem
        category = entry.category
        super.init(date: entry.date, composedMessage: entry.message)
    }
}
