import LayoutDSL
import Testing

/// onAppear, onDisappear and onChange.
struct LifecycleTests {
    /// onDisappear runs when a view leaves the tree.
    @Test func onDisappearRunsWhenRemoved() throws {
        final class Log { var events: [String] = [] }
        let log = Log()
        struct Root: View {
            let log: Log
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Color.red.onAppear { log.events.append("appear") }.onDisappear { log.events.append("disappear") } }
                }
                .onAppear { shown = false }
            }
        }
        _ = try resolve(Root(log: log))
        #expect(log.events == ["appear", "disappear"])
    }

    /// Views leaving together run their onDisappear in tree order, every time: the actions ran
    /// in a dictionary's order, which Swift seeds per process, so state they change (and the
    /// frames) could differ between runs.
    @Test func onDisappearRunsInTreeOrder() throws {
        final class Log { var events: [Int] = [] }
        let log = Log()
        struct Root: View {
            let log: Log
            @State var shown = true
            var body: some View {
                VStack {
                    if shown {
                        ForEach(0..<12) { index in Color.red.onDisappear { log.events.append(index) } }
                    }
                }
                .onAppear { shown = false }
            }
        }
        _ = try resolve(Root(log: log))
        #expect(log.events == Array(0..<12))
    }

    /// An Optional watched value does not report a change on first appearance (a missing old
    /// value once read as `.some(nil)`), and reports a real change once.
    @Test func onChangeOfAnOptionalValue() throws {
        final class Log { var changes: [String] = [] }
        let log = Log()
        struct Root: View {
            let log: Log
            @State var name: String? = "a"
            var body: some View {
                Color.red
                    .onChange(of: name) { old, new in log.changes.append("\(old ?? "nil")→\(new ?? "nil")") }
                    .onAppear { name = nil }
            }
        }
        _ = try resolve(Root(log: log))
        #expect(log.changes == ["a→nil"])
    }
}
