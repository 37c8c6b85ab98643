import LayoutDSL
import Observation

/// TipKit's namespace and its datastore (Apple's documentation of `Tips`,
/// https://developer.apple.com/documentation/tipkit/tips).
///
/// As on iOS, no tip displays before `Tips.configure()` (a preview calls it, as Apple's TipKit
/// sample does in its previews), and a tip then displays while its rules hold and it has not
/// been invalidated; `showAllTipsForTesting()` and its kin override that. The datastore is in
/// memory: nothing persists between runs, as with `Tips.resetDatastore()` before each. The
/// display frequency is kept but never holds a tip back: one render is within one period.
public enum Tips {
    /// The datastore: observable, so a `TipView` draws again when a parameter, event or status changes.
    @Observable final class Store: @unchecked Sendable {
        var isConfigured = false
        var configuration: [ConfigurationOption] = []
        /// All tips shown (true) or hidden (false) by the testing calls, else nil.
        var allOverride: Bool?
        var shownTypes: Set<ObjectIdentifier> = []
        var hiddenTypes: Set<ObjectIdentifier> = []
        var invalidated: [String: InvalidationReason] = [:]
        var parameters: [String: any Sendable] = [:]
        var donations: [String: [Date]] = [:]

        func reset() {
            invalidated = [:]
            parameters = [:]
            donations = [:]
        }
    }

    static let store = Store()
    private static let lock = NSLock()

    static func locked<T>(_ body: (Store) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(store)
    }

    /// Loads the datastore; tips may display from now on. Throws nothing here; calling it twice
    /// keeps the first configuration, as iOS ignores the second call.
    public static func configure(_ configuration: [Tips.ConfigurationOption] = []) throws {
        locked { store in
            guard !store.isConfigured else { return }
            store.isConfigured = true
            store.configuration = configuration
        }
    }

    /// Forgets every tip's status, parameter and event.
    public static func resetDatastore() throws { locked { $0.reset() } }

    public static func showAllTipsForTesting() { locked { $0.allOverride = true } }
    public static func hideAllTipsForTesting() { locked { $0.allOverride = false } }

    public static func showTipsForTesting(_ tips: [any Tip.Type]) {
        locked { store in tips.forEach { store.shownTypes.insert(ObjectIdentifier($0)) } }
    }

    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {
        locked { store in tips.forEach { store.hiddenTypes.insert(ObjectIdentifier($0)) } }
    }
}
