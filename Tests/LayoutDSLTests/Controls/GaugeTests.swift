@testable import LayoutDSL
import Testing

/// Gauges: the value as a clamped fraction; circular styles 60 pt square at every proposal;
/// linear styles as wide as offered.
struct GaugeTests {
    @Test func fractionIsClamped() throws {
        func fill(_ value: Double, in range: ClosedRange<Double>) throws -> CGFloat {
            let tree = try resolve(Gauge(value: value, in: range) { EmptyView() }.frame(width: 200), 200, 100)
            return tree.allNodes.filter { $0.type == "Capsule" }.map(\.frame.width).min() ?? -1
        }
        #expect(try fill(0.25, in: 0...1) == 50)
        #expect(try fill(30, in: 10...50) == 100)
        #expect(try fill(9, in: 0...1) == 200)
        #expect(try fill(-3, in: 0...1) == 0)
        #expect(try fill(1, in: 1...1) == 0)
    }

    @Test func circularSizes() throws {
        for style in [AnyView(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircular)),
                      AnyView(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircularCapacity))] {
            for (width, height) in nilZeroInfinite + [(300, 300)] {
                #expect(try measured(style, proposing: width, height) == CGSize(width: 60, height: 60))
            }
        }
    }

    /// Linear capacity: the label above the 8-pt bar, flanked by the bounds labels 6 pt away,
    /// 4 pt apart vertically; the accessory bars are 6 pt (the dot 10 pt).
    @Test func linearSizes() throws {
        let label = Color.gray.frame(width: 30, height: 10)
        let gauge = Gauge(value: 0.5) { label } currentValueLabel: { label } minimumValueLabel: { label } maximumValueLabel: { label }
        #expect(try size(of: gauge, proposing: 300, 300) == CGSize(width: 300, height: 10 + 4 + 10 + 4 + 10))
        let bare = Gauge(value: 0.5) { EmptyView() }
        #expect(try size(of: bare, proposing: 300, 300) == CGSize(width: 300, height: 8))
        #expect(try size(of: bare.gaugeStyle(.accessoryLinearCapacity), proposing: 300, 300) == CGSize(width: 300, height: 6))
        #expect(try size(of: bare.gaugeStyle(.accessoryLinear), proposing: 300, 300) == CGSize(width: 300, height: 10))
        #expect(try measured(bare, proposing: .infinity, .infinity) == CGSize(width: CGFloat.infinity, height: 8))
        #expect(try size(of: bare, proposing: nil, nil) == CGSize(width: 0, height: 8))
    }

    /// Marked value labels are watchOS's: on iOS the gauge is the one without them.
    @Test func markedValueLabelsAreLeftOut() throws {
        let label = Color.gray.frame(width: 30, height: 10)
        let marks = Color.red.frame(width: 500, height: 500)
        let withMarks = Gauge(value: 0.5) { label } currentValueLabel: { label } minimumValueLabel: { label }
            maximumValueLabel: { label } markedValueLabels: { marks }
        #expect(try size(of: withMarks, proposing: 300, 300) == CGSize(width: 300, height: 10 + 4 + 10 + 4 + 10))
        let noBounds = Gauge(value: 0.5) { label } currentValueLabel: { label } markedValueLabels: { marks }
        let plain = Gauge(value: 0.5) { label } currentValueLabel: { label }
        #expect(try size(of: noBounds, proposing: 300, 300) == size(of: plain, proposing: 300, 300))
        #expect(try resolve(noBounds).allNodes.filter { $0.frame.width == 500 }.isEmpty)
    }
}
