import LayoutDSL

/// The styles iOS gives the values of `foregroundStyle(by:)` in turn: blue, green, orange,
/// purple, red, cyan, yellow, then again (measured on iOS 16 and 18: a two-series line chart
/// draws systemBlue (0,122,255) then systemGreen (52,199,89); docs/charts.md §1). Marks with
/// neither style nor value are blue.
enum ChartPalette {
    static let categorical: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    static let single: Color = .blue

    static func style(at index: Int) -> AnyShapeStyle { AnyShapeStyle(categorical[index % categorical.count]) }

    /// `lineStyle(by:)`'s strokes in turn (estimate): solid, dashed, dotted, dash-dotted.
    static func lineStyle(at index: Int) -> StrokeStyle {
        let dashes: [[CGFloat]] = [[], [6, 3], [1, 3], [6, 3, 1, 3]]
        return StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round, dash: dashes[index % dashes.count])
    }

    /// `symbolSize(by:)`'s size of a value: its area from 20 to 200 square points over the
    /// values' extent (estimate), a circle's bounding square.
    static func symbolSize(for value: PlotValue, in range: ClosedRange<Double>) -> CGSize {
        let t = range.upperBound > range.lowerBound
            ? ((value.continuous ?? range.lowerBound) - range.lowerBound) / (range.upperBound - range.lowerBound) : 0.5
        let side = ((20 + 180 * t) * 4 / .pi).squareRoot()
        return CGSize(width: side, height: side)
    }
}
