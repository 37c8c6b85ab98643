import LayoutDSL

/// A point of a line (Apple's documentation of `LineMark`): marks of one series, in the order
/// given, make one line; a series is the mark's `series`, else its foreground style's value.
nonisolated public struct LineMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .line, x: .init(x.entry), y: .init(y.entry), stacking: .unstacked)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = ChartMark(kind: .line, x: .init(x.entry), y: .init(y.entry), stacking: .unstacked, series: series.entry)
    }
}
