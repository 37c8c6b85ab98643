@testable import LayoutDSL
import Testing

/// A long press waits for a finger held still: the quick taps the host plays never complete it,
/// and a tap gesture beside it still runs.
struct LongPressGestureTests {
    final class Log { var events: [String] = [] }

    @Test func aQuickTapIsNotALongPress() throws {
        let log = Log()
        let view = Color.blue.frame(width: 100, height: 100)
            .onTapGesture { log.events.append("tap") }
            .onLongPressGesture { log.events.append("long") }
        let host = ViewHost(view, canvasSize: CGSize(width: 100, height: 100))
        _ = try host.update()
        _ = try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.events == ["tap"])
    }

    @Test func defaultsAreUIKits() {
        let gesture = LongPressGesture()
        #expect(gesture.minimumDuration == 0.5)
        #expect(gesture.maximumDistance == 10)
        #expect(LongPressGesture(minimumDuration: -1, maximumDistance: -3).minimumDuration == 0)
    }
}
