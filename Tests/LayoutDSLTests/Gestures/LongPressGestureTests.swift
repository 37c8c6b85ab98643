@testable import LayoutDSL
import Testing

/// A long press waits for a finger held still: the quick taps the host plays never complete it,
/// and a tap gesture beside it still runs; a touch held long enough fires it.
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

    /// Held 0.6 s, the press begins, then fires, then the finger lifts; held 0.3 s against a
    /// 0.5 s minimum it does not fire, and the touch lifts as a tap.
    @Test func aHeldTouchFiresIt() throws {
        let log = Log()
        let view = Color.blue.frame(width: 100, height: 100)
            .onTapGesture { log.events.append("tap") }
            .onLongPressGesture(perform: { log.events.append("long") }, onPressingChanged: { log.events.append("pressing \($0)") })
        let host = ViewHost(view, canvasSize: CGSize(width: 100, height: 100))
        _ = try host.update()
        let before = host.time
        _ = try host.touch(at: CGPoint(x: 50, y: 50), holding: 0.6)
        #expect(log.events == ["pressing true", "long", "pressing false"])
        #expect(abs(host.time - before - 0.6) < 1e-9)
        log.events = []
        _ = try host.touch(at: CGPoint(x: 50, y: 50), holding: 0.3)
        #expect(log.events == ["tap"])
    }

    /// A button held runs its action when the finger lifts, as UIKit's touch-up-inside does.
    @Test func aHeldButtonStillRuns() throws {
        let log = Log()
        let host = ViewHost(Button("Go") { log.events.append("go") }.frame(width: 100, height: 100),
                            canvasSize: CGSize(width: 100, height: 100))
        _ = try host.update()
        _ = try host.touch(at: CGPoint(x: 50, y: 50), holding: 1)
        #expect(log.events == ["go"])
    }
}
