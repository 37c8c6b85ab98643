import LayoutDSL
import Testing

/// Turning gestures and scrolling off, and the gestures a one-finger touch never begins:
/// `gesture(_:isEnabled:)` (iOS 18), `scrollDisabled(_:)` (iOS 16), pinch and rotation.
struct GestureEnablingTests {
    final class Log: @unchecked Sendable { var events: [String] = [] }

    @Test func aDisabledGestureIsNotAttached() throws {
        let log = Log()
        for enabled in [false, true] {
            let host = ViewHost(Color.red.frame(width: 40, height: 40)
                .gesture(TapGesture().onEnded { log.events.append("tap \(enabled)") }, isEnabled: enabled),
                                canvasSize: CGSize(width: 40, height: 40))
            _ = try host.tap(at: CGPoint(x: 20, y: 20))
        }
        #expect(log.events == ["tap true"])
    }

    /// A drag over a disabled scroll view leaves it where it was; the same drag scrolls an
    /// enabled one.
    @Test func scrollDisabledStopsDragScrolling() throws {
        for disabled in [true, false] {
            let host = ViewHost(ScrollView {
                VStack(spacing: 0) { ForEach(0..<20) { Color.blue.frame(height: 50).accessibilityIdentifier("row\($0)") } }
            }.scrollDisabled(disabled), canvasSize: CGSize(width: 100, height: 200))
            let frames = try host.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 50, y: 50), settle: 0)
            let top = try #require(frames.last?.tree.node(id: "row0")).frame.minY
            #expect(disabled ? top == 0 : top < 0, "disabled: \(disabled), row 0 at \(top)")
        }
    }

    /// A pinch or a rotation needs two fingers; a played touch is one, so their actions never run
    /// and a tap under them still reaches the button.
    @Test func twoFingerGesturesNeverBegin() throws {
        let log = Log()
        let host = ViewHost(Button("Tap") { log.events.append("button") }
            .frame(width: 100, height: 100)
            .gesture(MagnifyGesture().onChanged { _ in log.events.append("pinch") })
            .simultaneousGesture(RotateGesture().onEnded { _ in log.events.append("rotate") }),
                            canvasSize: CGSize(width: 100, height: 100))
        _ = try host.tap(at: CGPoint(x: 50, y: 50))
        _ = try host.drag(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 80, y: 50), settle: 0)
        #expect(log.events == ["button"])
    }
}
