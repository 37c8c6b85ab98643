/// Where every message of `Logger`, `os_log`, `OSSignposter` and `os_signpost` goes.
///
/// Nowhere by default: a preview's log is never part of its image, and a render writes nothing
/// more than it did. With the environment variable `SNAP_LOG=1` (docs/cli.md, "Logging"), each
/// message is a line on standard error as the Xcode console shows it, with values unredacted as
/// Xcode shows them for a development build: `[subsystem:category] level: message`. Every
/// message is also kept, in order, for `OSLogStore(scope: .currentProcessIdentifier)`.
enum LogOutput {
    /// One recorded message.
    struct Entry: Sendable {
        let date: Date
        let subsystem: String
        let category: String
        let type: OSLogType
        let message: String
    }

    /// Whether messages are written to standard error, decided once from `SNAP_LOG`.
    nonisolated(unsafe) static var isPrinting = ProcessInfo.processInfo.environment["SNAP_LOG"] == "1"
    /// Where a printed line goes: standard error (tests replace it).
    nonisolated(unsafe) static var write: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    /// The process's messages, oldest first, at most `capacity` of them.
    nonisolated(unsafe) private(set) static var entries: [Entry] = []
    static let capacity = 10_000
    private static let lock = NSLock()

    /// Records one message of `log` and, with `SNAP_LOG=1`, prints it.
    static func emit(_ log: OSLog, _ type: OSLogType, _ message: @autoclosure () -> String) {
        guard log.enabled else { return }
        let entry = Entry(date: Date(), subsystem: log.subsystem, category: log.category, type: type, message: message())
        lock.lock()
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        let printing = isPrinting
        lock.unlock()
        if printing { write(line(entry)) }
    }

    /// The recorded messages.
    static func recorded() -> [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    /// `[subsystem:category] level: message`, the brackets left out for the default log.
    static func line(_ entry: Entry) -> String {
        let origin = entry.subsystem.isEmpty && entry.category.isEmpty ? "" : "[\(entry.subsystem):\(entry.category)] "
        return "\(origin)\(entry.type.name): \(entry.message)"
    }
}
