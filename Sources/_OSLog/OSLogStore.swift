/// The messages logged so far (Apple's documentation of `OSLogStore`,
/// https://developer.apple.com/documentation/oslog/oslogstore). An iOS app can read only its own
/// process's store, and so here: every message this process sent through `Logger`, `os_log` and
/// the signposters, oldest first, whether or not `SNAP_LOG=1` printed it.
public final class OSLogStore: NSObject, @unchecked Sendable {
    /// Which messages a store holds (Apple's documentation of `OSLogStore.Scope`).
    public enum Scope: Int, Sendable {
        case system = 0
        case currentProcessIdentifier = 1
    }

    let scope: Scope

    /// The store of `scope`; `.system` is macOS's and throws here as on iOS.
    public init(scope: OSLogStore.Scope) throws {
        guard scope == .currentProcessIdentifier else { throw CocoaError(.fileReadNoPermission) }
        self.scope = scope
    }

    /// The entries from `position` on (all by default), newest first with `.reverse`. `predicate`
    /// is not evaluated: Linux's Foundation has no key-value coding to read entries with.
    public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                           matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        let all = LogOutput.recorded()
        let start = position?.start(all) ?? 0
        let entries: [OSLogEntry] = all[min(start, all.count)...].map(OSLogEntryLog.init)
        return AnySequence(options.contains(.reverse) ? entries.reversed() : entries)
    }

    public func position(date: Date) -> OSLogPosition { OSLogPosition { $0.firstIndex { $0.date >= date } ?? $0.count } }

    public func position(timeIntervalSinceEnd: TimeInterval) -> OSLogPosition {
        OSLogPosition { entries in
            let end = entries.last?.date ?? Date()
            return entries.firstIndex { $0.date >= end.addingTimeInterval(timeIntervalSinceEnd) } ?? entries.count
        }
    }

    public func position(timeIntervalSinceLatestBoot: TimeInterval) -> OSLogPosition { OSLogPosition { _ in 0 } }
}
