import Foundation
import LayoutDSL
import Testing

extension UserDefaults {
    /// A value a key path observes, as an app declares one for `observe(_:options:changeHandler:)`.
    fileprivate var launchCount: Int { integer(forKey: "launchCount") }
}

/// `observe(_:options:changeHandler:)` on any `NSObject` (`_KeyValueCodingAndObserving` in
/// `_FoundationGaps`): a value set in the process reaches the handler with its old and new
/// values, `.initial` calls it at once, an invalidated observation is not called again, and the
/// observation does not keep its object alive.
struct KeyValueObservingTests {
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

    /// A download's progress, as apps show it (`progress.observe(\.fractionCompleted)`).
    @Test func aProgressReportsItsFractionCompleted() async throws {
        let progress = Progress(totalUnitCount: 4)
        let fractions = Fractions()
        let observation = progress.observe(\.fractionCompleted, options: [.new]) { _, change in
            fractions.append(change.newValue)
        }
        progress.completedUnitCount = 3
        for _ in 0..<40 where fractions.all.isEmpty { try await Task.sleep(for: .milliseconds(50)) }
        #expect(fractions.all == [0.75])
        observation.invalidate()
    }

    @Test func anObservationDoesNotKeepItsObjectAlive() {
        weak var released: Progress?
        let observation: NSKeyValueObservation
        do {
            let progress = Progress(totalUnitCount: 1)
            observation = progress.observe(\.completedUnitCount) { _, _ in }
            released = progress
        }
        #expect(released == nil)
        observation.invalidate()
    }

    final class Fractions: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Double?] = []
        func append(_ value: Double?) { lock.withLock { values.append(value) } }
        var all: [Double?] { lock.withLock { values } }
    }
}
