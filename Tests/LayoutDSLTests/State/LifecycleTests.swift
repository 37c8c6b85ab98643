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
}
