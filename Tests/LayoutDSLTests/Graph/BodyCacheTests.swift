@testable import LayoutDSL
import Testing

/// The body cache's bookkeeping, below the views: which reads a record keeps, and which views
/// count as unchanged.
struct BodyCacheTests {
    private struct Flag: EnvironmentKey { static let defaultValue = 0 }

    private static func environment(_ flag: Int) -> EnvironmentValues {
        var values = EnvironmentValues()
        values[Flag.self] = flag
        return values
    }

    /// A body evaluated while another view's evaluation is under way keeps its own reads and
    /// leaves the other's alone: the outer view read the flag before the nested evaluation, so
    /// a change of the flag runs its body again. (The reads were reset at every evaluation's
    /// start, so the nested one dropped the outer view's read and the outer body was kept.)
    @Test func nestedEvaluationKeepsTheEnclosingReads() {
        let cache = BodyCache()
        var runs: [String] = []
        func outer(_ flag: Int) -> Int {
            cache.body(of: 1, at: 1, in: Self.environment(flag), observedChange: {}) { () -> Int in
                runs.append("outer")
                cache.recordRead { $0[Flag.self] == flag }
                return cache.body(of: 2, at: 2, in: Self.environment(flag), observedChange: {}) { () -> Int in
                    runs.append("inner")
                    return 20
                } + 1
            }
        }
        #expect(outer(0) == 21)
        #expect(outer(0) == 21)
        #expect(runs == ["outer", "inner"])
        #expect(outer(1) == 21)
        #expect(runs == ["outer", "inner", "outer"])
    }

    /// A view type with no stored bytes equals itself. Its bytes were compared with
    /// `withUnsafeBytes(of:)`, which Swift 6.3.1 miscompiles at -O for a zero-sized value: a
    /// release `snap` died of SIGILL on the second frame of `pull-to-refresh` with its spinner
    /// (`ActivityIndicator`). Only an optimised build (`swift test -c release`) could show the
    /// trap; a debug build checks the answer (with a view of no stored properties, as the
    /// spinner was then).
    @Test func viewsWithoutStoredBytesAreEqual() {
        struct Stateless: View { var body: some View { Color.red } }
        #expect(MemoryLayout<Stateless>.size == 0)
        #expect(bitwiseEqual(Stateless(), Stateless()))
        #expect(ViewEquality.equal(Stateless(), Stateless()))
    }
}
