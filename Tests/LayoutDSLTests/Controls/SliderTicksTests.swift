@testable import LayoutDSL
import Testing

/// iOS 26's slider ticks, neutral value, enabled bounds and hidden thumb (SDK 26.2 interface;
/// Apple's documentation and WWDC25 session 323, docs/reference/ios26-design.md, "Slider ticks").
@Suite(.design(.liquidGlass))
struct SliderTicksTests {
    private func values<C: SliderTickContent<Double>>(@SliderTickBuilder<Double> _ content: () -> C) -> [Double] {
        content().body.map(\.value)
    }

    @Test func theBuilderGivesEachStatementsTicksInOrder() {
        #expect(values { SliderTick(0.5); SliderTick("Low", 0.25) } == [0.5, 0.25])
        let low = true
        #expect(values {
            SliderTick(0.0)
            if low { SliderTick(0.1) } else { SliderTick(0.9) }
            if !low { SliderTick(1.0) }
        } == [0.0, 0.1])
        #expect(values { SliderTickContentForEach([0.0, 0.5, 1.0], id: \.self) { SliderTick($0) } } == [0, 0.5, 1])
        #expect(values { SliderTickContentForEach(0..<4) { SliderTick(Double($0) / 4) } } == [0, 0.25, 0.5, 0.75])
        #expect(values { } == [])
        // Ticks are identified and ordered by their value, whatever their labels.
        #expect(SliderTick(0.5).id == SliderTick("Half", 0.5).id && SliderTick(0.25) < SliderTick(0.5))
    }

    /// Every step's value has a mark, and a `ticks:` block adds its own; a mark sits under the
    /// thumb centre's place for its value (18.5 + value × 345 in a 382 pt slider).
    @Test func marksSitUnderTheThumbsPlaceForEachValue() {
        let stepped = Slider(value: .constant(0.5), in: 0...1, step: 0.25)
        #expect(stepped.tickFractions == [0, 0.25, 0.5, 0.75, 1])
        let given = Slider(value: .constant(0.5)) { Text("Speed") } ticks: { SliderTick(0.6); SliderTick(0.9) }
        #expect(given.tickFractions == [0.6, 0.9])
        var asked: [Double] = []
        let labelled = Slider(value: .constant(2.0), in: 0...4, step: 2, label: { Text("Level") },
                              tick: { value in asked.append(value); return value == 4 ? SliderTick("Max", value) : nil })
        #expect(asked == [0, 2, 4] && labelled.tickFractions == [0, 0.5, 1])
        // Too many steps to mark (more than a screen has points): none are drawn, nothing hangs.
        #expect(Slider(value: .constant(0.5), in: 0...1, step: 1e-9).tickFractions.isEmpty)
        // An empty range has no place for a mark.
        #expect(Slider(value: .constant(5.0), in: 5...5, step: 1).tickFractions.isEmpty)
    }

    @Test func theTintRunsFromTheNeutralValueToTheValue() throws {
        func fill(_ value: Double, neutral: Double?) throws -> ClosedRange<CGFloat> {
            let slider = Slider(value: .constant(value), in: -1...1, neutralValue: neutral) { Text("Speed") }
            let tree = try ViewHost(slider.frame(width: 382), canvasSize: CGSize(width: 382, height: 100)).update()
            let capsules = tree.allNodes.filter { $0.type == "Capsule" }.map(\.frame)
            try #require(capsules.count == 3)
            return capsules[1].minX...capsules[1].maxX
        }
        // From the centre (18.5 + 0.5 × 345 = 191) to the value's place, either way.
        #expect(try fill(0.5, neutral: 0) == 191...277.25)
        #expect(try fill(-0.5, neutral: 0) == 104.75...191)
        // Without a neutral value, from the track's start.
        #expect(try fill(-0.5, neutral: nil) == 0...104.75)
    }

    @Test func aDragStopsAtTheEnabledBounds() throws {
        final class Box { var value = 0.5 }
        let box = Box()
        let slider = Slider(value: Binding(get: { box.value }, set: { box.value = $0 }), enabledBounds: 0.2...0.8) { Text("Mix") }
        let host = ViewHost(slider.frame(width: 382), canvasSize: CGSize(width: 382, height: 100))
        _ = try host.update()
        _ = try host.drag(from: CGPoint(x: 191, y: 50), to: CGPoint(x: 380, y: 50), duration: 0.1, settle: 0.02)
        #expect(abs(box.value - 0.8) < 1e-9)
        _ = try host.drag(from: CGPoint(x: 191, y: 50), to: CGPoint(x: 2, y: 50), duration: 0.1, settle: 0.02)
        #expect(abs(box.value - 0.2) < 1e-9)
    }

    /// Without its thumb the slider is its track, tinted across the value's share of the whole width.
    @Test func aHiddenThumbLeavesTheTrackAndItsTint() throws {
        let slider = Slider(value: .constant(0.25)).sliderThumbVisibility(.hidden).frame(width: 400)
        let tree = try ViewHost(slider, canvasSize: CGSize(width: 400, height: 100)).update()
        let capsules = tree.allNodes.filter { $0.type == "Capsule" }.map(\.frame)
        #expect(capsules.count == 2 && capsules[0].width == 400 && capsules[1].width == 100)
    }
}
