@testable import LayoutDSL
import Testing

/// iOS 26's slider (docs/reference/ios26-design.md, "Sliders"; `SliderMetrics`): 34 pt tall, a 6
/// pt track, a 37 x 24 pt capsule thumb whose centre travels from 18.5 pt to the width less 18.5,
/// the fill ending at the thumb's centre: 277.25 pt into a 382 pt slider at 0.75 (measured 277.3 on
/// an iOS 26.2 reference).
@Suite(.design(.liquidGlass))
struct GlassSliderTests {
    private func tree(_ value: Double) throws -> ResolvedTree {
        try ViewHost(Slider(value: .constant(value)).frame(width: 382), canvasSize: CGSize(width: 382, height: 100)).update()
    }

    @Test func theThumbAndTheFillFollowTheMeasuredTravel() throws {
        let tree = try tree(0.75)
        let capsules = tree.allNodes.filter { $0.type == "Capsule" }.map(\.frame)
        // The track, the fill and the thumb, in drawing order.
        try #require(capsules.count == 3)
        let (track, fill, thumb) = (capsules[0], capsules[1], capsules[2])
        #expect(track.width == 382 && track.height == 6)
        #expect(thumb.size == CGSize(width: 37, height: 24))
        #expect(thumb.midX == 277.25 && fill.minX == 0 && fill.maxX == 277.25 && fill.height == 6)
        // The control is 34 pt tall, the track and thumb centred in it.
        let slider = try #require(tree.allNodes.first { $0.type == "GeometryReader" }).frame
        #expect(slider.height == 34 && track.midY == slider.midY && thumb.midY == slider.midY)
    }

    @Test func aDragPutsTheThumbsCentreUnderTheFinger() throws {
        final class Box { var value = 0.5 }
        let box = Box()
        let slider = Slider(value: Binding(get: { box.value }, set: { box.value = $0 })).frame(width: 382)
        let host = ViewHost(slider, canvasSize: CGSize(width: 382, height: 100))
        _ = try host.update()
        _ = try host.drag(from: CGPoint(x: 191, y: 50), to: CGPoint(x: 18.5 + 0.25 * 345, y: 50), duration: 0.1, settle: 0.02)
        #expect(abs(box.value - 0.25) < 1e-9)
    }
}
