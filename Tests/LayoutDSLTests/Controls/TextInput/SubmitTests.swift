@testable import LayoutDSL
import Testing

/// Return (`ViewHost.submit()`) in the focused field runs the `.onSubmit` actions around it:
/// a focus chain moves the caret field by field; with no field focused nothing runs; a text
/// editor does not submit.
struct SubmitTests {
    enum Field: Hashable { case name, email }

    struct Chain: View {
        @FocusState var focus: Field?
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                TextField("Name", text: .constant("")).focused($focus, equals: .name)
                TextField("Email", text: .constant(""), onCommit: { log.events.append("commit") }).focused($focus, equals: .email)
                TextEditor(text: .constant("")).frame(height: 50)
            }
            .onSubmit {
                log.events.append("submit \(focus.map { "\($0)" } ?? "none")")
                focus = focus == .name ? .email : nil
            }
            .onAppear { focus = .name }
        }
    }

    final class Log { var events: [String] = [] }

    private func caretYs(_ tree: ResolvedTree) -> [CGFloat] {
        tree.allNodes.filter { $0.type == "Rectangle" && $0.frame.width == 2 }.map(\.frame.minY)
    }

    @Test func submitChainsFocus() throws {
        let log = Log()
        let host = controlHost(Chain(log: log).frame(width: 200, height: 200, alignment: .top), 200, 200)
        #expect(caretYs(try host.update()) == [0])
        #expect(caretYs(try host.submit()) == [20.287109375])
        #expect(caretYs(try host.submit()) == [])
        _ = try host.submit()
        #expect(log.events == ["submit name", "submit email", "commit"])
        // The editor, tapped, takes focus but Return submits nothing.
        _ = try host.tap(at: CGPoint(x: 100, y: 80))
        _ = try host.submit()
        #expect(log.events.count == 3)
    }

    /// `submitScope()` keeps Return in the inner field from the outer action; the action set
    /// inside the scope still runs. `submitScope(false)` blocks nothing.
    struct Scoped: View {
        let log: Log
        let isBlocking: Bool
        @FocusState var focused: Bool
        var body: some View {
            VStack {
                TextField("Inner", text: .constant("")).focused($focused)
                    .onSubmit { log.events.append("inner") }
                    .submitScope(isBlocking)
            }
            .onSubmit { log.events.append("outer") }
            .onAppear { focused = true }
        }
    }

    @Test(arguments: [(true, ["inner"]), (false, ["outer", "inner"])])
    func submitScopeBlocksOuterActions(isBlocking: Bool, events: [String]) throws {
        let log = Log()
        let host = controlHost(Scoped(log: log, isBlocking: isBlocking), 200, 100)
        _ = try host.update()
        _ = try host.submit()
        #expect(log.events == events)
    }
}
