@testable import LayoutDSL
import Foundation
import Testing

/// The stepper: label leading, the 94×32 control trailing (iOS 26's 92×32 capsule); its halves
/// step a bound value and stop at the bounds, where that half is disabled.
struct StepperTests {
    struct Quantity: View {
        @State var count = 1
        var body: some View {
            VStack {
                Stepper("Quantity", value: $count, in: 0...3)
                Color.gray.frame(width: CGFloat(count * 10), height: 10).accessibilityIdentifier("count")
            }
            .frame(width: 300)
        }
    }

    @Test(arguments: [(SystemDesign.compatibility, CGFloat(94)), (.liquidGlass, 92)])
    func stepsWithinBounds(_ design: SystemDesign, width: CGFloat) throws {
        let host = ViewHost(Quantity().environment(\.systemDesign, design), canvasSize: CGSize(width: 300, height: 200))
        let tree = try host.update()
        let control = try #require(tree.allNodes.first { $0.type == "frame" && $0.frame.size == CGSize(width: width, height: 32) })
        #expect(control.frame.maxX == 300)
        let plus = CGPoint(x: control.frame.maxX - 20, y: control.frame.midY)
        let minus = CGPoint(x: control.frame.minX + 20, y: control.frame.midY)
        var after = try host.tap(at: plus)
        #expect(frame(after, "count").width == 20)
        after = try host.tap(at: plus)
        after = try host.tap(at: plus)
        after = try host.tap(at: plus)          // at 3: the plus half is disabled
        #expect(frame(after, "count").width == 30)
        for _ in 0..<5 { after = try host.tap(at: minus) }
        #expect(frame(after, "count").width == 0)
    }

    @Test func actionsForm() throws {
        final class Log { var events: [String] = [] }
        let log = Log()
        let view = Stepper("Volume", onIncrement: { log.events.append("up") }, onDecrement: nil,
                           onEditingChanged: { log.events.append($0 ? "begin" : "end") })
            .frame(width: 300)
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 100))
        _ = try host.update()
        _ = try host.tap(at: CGPoint(x: 280, y: 50))
        _ = try host.tap(at: CGPoint(x: 220, y: 50))   // no decrement action: disabled
        #expect(log.events == ["begin", "up", "end"])
    }

    /// The `format:` forms step as the value forms do and give VoiceOver the formatted value;
    /// nothing drawn shows it on iOS.
    struct Speed: View {
        @State var speed = 1.5
        var body: some View {
            Stepper("Speed", value: $speed, in: 0.5...2, step: 0.25, format: .number.precision(.fractionLength(2)))
                .frame(width: 300)
        }
    }

    @Test func formatFormsDescribeTheValue() throws {
        let host = ViewHost(Speed(), canvasSize: CGSize(width: 300, height: 100))
        func value(_ tree: ResolvedTree) -> String? { tree.allNodes.compactMap { $0.accessibility?.value }.first }
        #expect(value(try host.update()) == "1.50")
        #expect(value(try host.tap(at: CGPoint(x: 280, y: 50))) == "1.75")
        _ = try host.tap(at: CGPoint(x: 280, y: 50))
        #expect(value(try host.tap(at: CGPoint(x: 280, y: 50))) == "2.00")
        #expect(try host.update().allNodes.compactMap(\.text).filter { $0.contains(".") }.isEmpty)
        #expect(value(try resolve(Stepper("Plain", value: .constant(1), in: 0...3))) == nil)
        // The environment's locale, not the format's own (the machine's).
        let german = Stepper("Speed", value: .constant(1.5), step: 0.25, format: .number.precision(.fractionLength(2)))
            .environment(\.locale, Locale(identifier: "de_DE"))
        #expect(value(try resolve(german)) == "1,50")
    }
}
