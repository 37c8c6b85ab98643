import Foundation
import LayoutDSL
import Render
import Testing

/// `MultiDatePicker`: the month of the earliest chosen day, chosen days on filled tint circles,
/// a tap toggling a day.
struct MultiDatePickerTests {
    final class Box { var days: Set<DateComponents> = [DateComponents(year: 2024, month: 6, day: 10), DateComponents(year: 2024, month: 6, day: 3)] }

    func picker(_ box: Box) -> some View {
        MultiDatePicker("Trip days", selection: Binding(get: { box.days }, set: { box.days = $0 })).padding()
    }

    @Test func chosenDaysAreFilledCircles() throws {
        let box = Box()
        let tree = try layout(picker(box), width: 390, height: 480)
        #expect(tree.allNodes.compactMap(\.text).first == "June 2024")
        let canvas = try render(picker(box), width: 390, height: 480)
        func below(_ day: String) throws -> Pixel {
            let text = try #require(tree.allNodes.first { $0.text == day }).frame
            return canvas[Int(text.midX), Int(text.midY + 16)]
        }
        // System blue, opaque, under a chosen day; nothing under another.
        #expect(try below("3") == Pixel(r: 0, g: 136, b: 255, a: 255))
        #expect(try below("10") == Pixel(r: 0, g: 136, b: 255, a: 255))
        #expect(try below("11").a == 0)
    }

    @Test func tapTogglesADay() throws {
        let box = Box()
        let host = ViewHost(picker(box), canvasSize: CGSize(width: 390, height: 480), environment: .rendering(scale: 1))
        let tree = try host.update()
        let eleven = try #require(tree.allNodes.first { $0.text == "11" }).frame
        _ = try host.tap(at: CGPoint(x: eleven.midX, y: eleven.midY))
        #expect(box.days.contains { $0.month == 6 && $0.day == 11 } && box.days.count == 3)
        let ten = try #require(tree.allNodes.first { $0.text == "10" }).frame
        _ = try host.tap(at: CGPoint(x: ten.midX, y: ten.midY))
        #expect(!box.days.contains { $0.day == 10 } && box.days.count == 2)
    }
}
