import LayoutDSL
import Testing

/// A composed gesture attaches both parts: a tap reaches the tap, a drag the drag; a spatial tap
/// reports where it landed in the view.
struct ComposedGestureTests {
    final class Log { var events: [String] = [] }

    @Test func bothPartsOfAnExclusiveGestureHearTheirTouches() throws {
        let log = Log()
        let view = Color.red.frame(width: 200, height: 100)
            .gesture(SpatialTapGesture().onEnded { log.events.append("tap \(Int($0.location.x)),\(Int($0.location.y))") }
                .exclusively(before: DragGesture().onEnded { _ in log.events.append("drag") }))
            .frame(width: 300, height: 200)
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 200))
        _ = try host.tap(at: CGPoint(x: 60, y: 70))
        _ = try host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100), duration: 0.1, settle: 0)
        // The red view starts at (50, 50) in the 300 × 200 canvas.
        #expect(log.events == ["tap 10,20", "drag"])
    }
}
