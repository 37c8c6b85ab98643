import Foundation
@testable import Charts
import LayoutDSL
import Render
import Testing

/// How a chart divides its frame, by the rules measured on iOS (docs/charts.md §1): y labels
/// 4 pt after the plot, centred on their grid lines; x labels 4 pt under it; the legend 8 pt
/// under the x labels, its text's line ending at the chart's bottom.
struct ChartLayoutTests {
    private func label(_ tree: ResolvedTree, _ text: String) throws -> CGRect {
        try #require(tree.allNodes.first { $0.text == text }).frame
    }

    @Test func labelsAndLegendSurroundThePlot() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Hours", 3)).foregroundStyle(by: .value("Kind", "Social"))
            BarMark(x: .value("Day", "Tue"), y: .value("Hours", 4)).foregroundStyle(by: .value("Kind", "Other"))
        }
        let tree = try ChartFixtures.tree(chart, size: CGSize(width: 340, height: 300))
        let zero = try label(tree, "0"), top = try label(tree, "4"), monday = try label(tree, "Mon"), social = try label(tree, "Social")
        let plotMaxX = zero.minX - 4
        // The y axis: 0…4 in steps of 1 (five ticks), its labels centred on the plot's bottom and top.
        let plotMaxY = zero.midY, plotMinY = top.midY
        #expect(abs(plotMinY) < 1e-9)
        #expect(abs(top.minX - zero.minX) < 1e-9 && abs(340 - plotMaxX - 4 - max(zero.width, top.width)) < 1e-9)
        // The x labels 4 pt under the plot, centred in their bands.
        #expect(abs(monday.minY - (plotMaxY + 4)) < 1e-9)
        #expect(abs(monday.midX - plotMaxX / 4) < 1e-9)
        // The legend 8 pt under them, its text ending at the bottom.
        #expect(abs(social.minY - (monday.maxY + 8)) < 1e-9 && abs(social.maxY - 300) < 1e-9)
    }

    /// Hidden axes and legend leave the plot the whole frame.
    @Test func hiddenAxesLeaveThePlotTheFrame() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Hours", 3)).foregroundStyle(by: .value("Kind", "Social"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let tree = try ChartFixtures.tree(chart.accessibilityIdentifier("chart"), size: CGSize(width: 300, height: 100))
        #expect(!tree.allNodes.contains { $0.text != nil })
        let canvas = Renderer(scale: 1).render(tree)
        // The bar: 70 % of the one band, the whole height (0…3 is the domain).
        // In the accent colour, iOS 26's blue.
        #expect(canvas[45, 50] == Pixel(r: 0, g: 136, b: 255, a: 255))
        #expect(canvas[44, 50] == .clear && canvas[255, 50] == .clear)
        #expect(canvas[254, 0] == Pixel(r: 0, g: 136, b: 255, a: 255))
    }
}

/// Axis titles: the x title under the x labels, trailing; the y title above the plot, trailing.
struct ChartAxisTitleTests {
    @Test func titlesSitOutsideTheLabels() throws {
        let chart = Chart {
            LineMark(x: .value("Month", 1), y: .value("Temperature", 10))
            LineMark(x: .value("Month", 5), y: .value("Temperature", 20))
        }
        .chartXAxisLabel("Month")
        .chartYAxisLabel("°C")
        let tree = try ChartFixtures.tree(chart, size: CGSize(width: 300, height: 200))
        let month = try #require(tree.allNodes.first { $0.text == "Month" }).frame
        let degrees = try #require(tree.allNodes.first { $0.text == "°C" }).frame
        let zero = try #require(tree.allNodes.first { $0.text == "0" && $0.frame.minY > 150 }).frame
        #expect(abs(month.maxY - 200) < 1e-9 && abs(month.minY - (zero.maxY + 4)) < 1e-9)
        #expect(abs(degrees.minY) < 1e-9 && abs(degrees.maxX - 300) < 1e-9)
    }
}

/// Labels that would overlap: the axis keeps every one it can from the start and leaves the
/// others out (they take no room and draw nothing).
struct AxisLabelCollisionTests {
    @Test func overlappingLabelsAreThinned() throws {
        let chart = Chart(0..<24, id: \.self) { hour in
            BarMark(x: .value("Hour", "\(hour):00"), y: .value("Steps", 100))
        }
        let tree = try ChartFixtures.tree(chart, size: CGSize(width: 328, height: 200))
        // Each label's box (the text inside keeps its size; the box, clipped, is what shows).
        let labels = tree.allNodes.filter { $0.type.contains("AxisLabelBox") }.map(\.frame).filter { $0.minY > 175 && $0.minX < 300 }
        #expect(labels.count == 24)
        let shown = labels.filter { $0.width > 0 }
        #expect(shown.count == 8 && labels[0].width > 0 && labels[1].width == 0 && labels[3].width > 0)
        for (a, b) in zip(shown, shown.dropFirst()) { #expect(b.minX >= a.maxX + 4) }
    }
}

/// `AxisValueLabel(anchor:)` holds the label by that point at its value's place.
struct AxisLabelAnchorTests {
    @Test func anchorHoldsTheLabel() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Hours", 3))
            BarMark(x: .value("Day", "Tue"), y: .value("Hours", 4))
        }
        .chartYAxis(.hidden)
        .chartXAxis { AxisMarks { _ in AxisValueLabel(anchor: .topTrailing) } }
        let tree = try ChartFixtures.tree(chart, size: CGSize(width: 200, height: 100))
        let monday = try #require(tree.allNodes.first { $0.text == "Mon" }).frame
        // The plot is the width, two bands of 100: Monday's band centre at 50.
        #expect(abs(monday.maxX - 50) < 1e-9)
    }
}
