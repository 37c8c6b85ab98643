@testable import LayoutDSL
import Testing

/// What `_printChanges()` names (SwiftUICore's documentation of it): `@self, @identity` and the
/// view's dynamic properties the first time, then the properties whose change ran the body,
/// `@self` when a parent made a different value, `@dependencies` for other reads.
struct BodyChangesTests {
    final class Log { var lines: [String] = [] }

    struct Counter: View {
        let log: Log
        let label: String
        @State private var count = 0
        @State private var other = 0
        var body: some View {
            let _ = Self._printChanges()
            let _ = log.lines.append(BodyChanges.current.value!.line(for: Self.self))
            Text("\(label) \(count)").onAppear { count = 1 }
        }
    }

    struct Parent: View {
        let log: Log
        @State private var label = "a"
        var body: some View {
            Counter(log: log, label: label).onAppear { label = "b" }
        }
    }

    @Test func firstEvaluationThenTheStateThatChanged() throws {
        let log = Log()
        _ = try ViewHost(Counter(log: log, label: "a"), canvasSize: CGSize(width: 100, height: 100)).update()
        #expect(log.lines == ["Counter: @self, @identity, _count, _other changed.", "Counter: _count changed."])
    }

    /// The parent's new label makes a different `Counter`: `@self`, in the same pass as `_count`.
    @Test func aNewValueFromTheParentIsSelf() throws {
        let log = Log()
        _ = try ViewHost(Parent(log: log), canvasSize: CGSize(width: 100, height: 100)).update()
        #expect(log.lines.first == "Counter: @self, @identity, _count, _other changed.")
        #expect(Array(log.lines.dropFirst()) == ["Counter: @self, _count changed."])
    }

    @Test func outsideABodyNothingIsRecorded() {
        #expect(BodyChanges.current.value == nil)
        #expect(BodyChanges(names: []).line(for: Counter.self) == "Counter: unchanged.")
    }
}
