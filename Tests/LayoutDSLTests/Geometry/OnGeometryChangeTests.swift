import Foundation
import LayoutDSL
import Testing

/// `onGeometryChange(for:of:action:)`: the one-value action runs with the first value and on
/// each change; the two-value action on changes only, with the old value and the new.
struct OnGeometryChangeTests {
    final class Log { var widths: [CGFloat] = []; var changes: [[CGFloat]] = [] }

    struct Growing: View {
        let log: Log
        @State private var wide = false
        var body: some View {
            Color.red.frame(width: wide ? 200 : 100, height: 10)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { log.widths.append($0) }
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in log.changes.append([old, new]) }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { wide = true } }
        }
    }

    @Test func actionsRunWithTheFirstValueAndOnChanges() throws {
        let log = Log()
        _ = try ViewHost(Growing(log: log), canvasSize: CGSize(width: 300, height: 100)).run(ScrollSequence(y: Array(repeating: 0, count: 12)))
        #expect(log.widths == [100, 200])
        #expect(log.changes == [[100, 200]])
    }
}
