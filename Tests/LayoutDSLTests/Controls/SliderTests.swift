@testable import LayoutDSL
import Testing

/// The slider: the thumb sits at the value's place along the track; a drag moves the value to
/// the finger, snapped to the step and clamped; an empty or NaN range does not trap. iOS 18's
/// round thumb (iOS 26's: `GlassSliderTests`).
@Suite(.design(.compatibility))
struct SliderTests {
    final class Box { var value: Double; init(_ value: Double) { self.value = value } }

    private func host(_ box: Box, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil) -> ViewHost {
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        let slider = step.map { AnyView(Slider(value: binding, in: bounds, step: $0)) } ?? AnyView(Slider(value: binding, in: bounds))
        return ViewHost(slider.frame(width: 328), canvasSize: CGSize(width: 328, height: 100))
    }

    @Test func thumbFollowsTheValue() throws {
        let tree = try host(Box(0.5)).update()
        let thumb = try #require(tree.allNodes.first { $0.type == "Circle" })
        // Travel is 328 − 28 = 300 points: at 0.5 the thumb's left edge is 150 points in.
        #expect(thumb.frame.minX == 150)
        #expect(thumb.frame.size == CGSize(width: 28, height: 28))
    }

    /// The label-first form (label, then `onEditingChanged`): the label is not drawn, the thumb
    /// is where it is without one, and a drag reports editing once when it begins, however many
    /// times it moves, and once when it ends.
    @Test func labelFirstFormReportsEditing() throws {
        let box = Box(0.5)
        var editing: [Bool] = []
        let slider = Slider(value: Binding(get: { box.value }, set: { box.value = $0 }), in: 0...1, step: 0.1) {
            Text("Volume")
        } onEditingChanged: { editing.append($0) }
        let host = ViewHost(slider.frame(width: 328), canvasSize: CGSize(width: 328, height: 100))
        let thumb = try #require(try host.update().allNodes.first { $0.type == "Circle" })
        #expect(thumb.frame.minX == 150)
        _ = try host.drag(from: CGPoint(x: 164, y: 50), to: CGPoint(x: 254, y: 50), duration: 0.1, settle: 0.02)
        #expect(abs(box.value - 0.8) < 1e-9 && editing == [true, false])
    }

    @Test func dragMovesTheValue() throws {
        let box = Box(0.5)
        let host = host(box, in: 0...10, step: 1)
        _ = try host.update()
        _ = try host.drag(from: CGPoint(x: 164, y: 50), to: CGPoint(x: 254, y: 50), duration: 0.1, settle: 0.02)
        // The finger at 254: (254 − 14) / 300 of the range = 8.
        #expect(box.value == 8)
        _ = try host.drag(from: CGPoint(x: 254, y: 50), to: CGPoint(x: 400, y: 50), duration: 0.1, settle: 0.02)
        #expect(box.value == 10)
    }

    @Test func badRangesHoldTheLowerBound() throws {
        let box = Box(3)
        let host = host(box, in: 5...5)
        _ = try host.update()
        _ = try host.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.1, settle: 0.02)
        #expect(box.value == 5)
        let nan = Box(.nan)
        #expect(try self.host(nan).update().allNodes.first { $0.type == "Circle" }?.frame.minX == 0)
    }

    /// iOS 13's order, value labels given as values: the same slider as the closure form.
    @Test func valueLabelsAsValues() throws {
        func nodes(_ slider: some View) throws -> [CGRect] {
            try ViewHost(slider.frame(width: 328), canvasSize: CGSize(width: 328, height: 100)).update().allNodes.map(\.frame)
        }
        let old = Slider(value: .constant(0.5), in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("V") }
        let new = Slider(value: .constant(0.5), in: 0...1) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        #expect(try nodes(old) == nodes(new))
        let stepped = Slider(value: .constant(0.5), in: 0...1, step: 0.5, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) {
            Text("V")
        }
        #expect(try nodes(stepped) == nodes(new))
    }
}
