import Foundation
import LayoutDSL
import Testing

extension UserDefaults {
    /// A value a key path observes, as an app declares one for `observe(_:options:changeHandler:)`.
    fileprivate var launchCount: Int { integer(forKey: "launchCount") }
}

/// `UserDefaults.observe(_:options:changeHandler:)` (`_FoundationGaps`): a value set in the
/// process reaches the handler with its old and new values, `.initial` calls it at once, and an
/// invalidated observation is not called again.
struct UserDefaultsObserveTests {
    final class Changes: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [(new: Int?, old: Int?)] = []
        func append(_ change: NSKeyValueObservedChange<Int>) { lock.withLock { values.append((change.newValue, change.oldValue)) } }
        var all: [(new: Int?, old: Int?)] { lock.withLock { values } }
    }

    /// Waits up to two seconds for `changes` to hold `count` changes.
    func wait(for count: Int, in changes: Changes) async throws {
        for _ in 0..<40 where changes.all.count < count { try await Task.sleep(for: .milliseconds(50)) }
    }

    @Test func aSetValueReachesTheHandler() async throws {
        let defaults = try #require(UserDefaults(suiteName: "UserDefaultsObserveTests.set"))
        defaults.removePersistentDomain(forName: "UserDefaultsObserveTests.set")
        let changes = Changes()
        let observation = defaults.observe(\.launchCount, options: [.initial, .new, .old]) { _, change in changes.append(change) }
        #expect(changes.all.map(\.new) == [0])
        defaults.set(3, forKey: "launchCount")
        try await wait(for: 2, in: changes)
        #expect(changes.all.count == 2)
        #expect(changes.all.last?.new == 3 && changes.all.last?.old == 0)
        observation.invalidate()
        defaults.set(4, forKey: "launchCount")
        try await Task.sleep(for: .milliseconds(300))
        #expect(changes.all.count == 2)
    }
}
