import LayoutDSL

/// A straight line across the plot, or between two values (Apple's documentation of `RuleMark`):
/// `RuleMark(y: .value("Goal", 80))` spans the whole width.
nonisolated public struct RuleMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = ChartMark(kind: .rule, x: .init(x.entry), stacking: .unstacked)
    }

    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, y: .init(y.entry), stacking: .unstacked)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, x: .init(x.entry), y: .range(yStart.entry, yEnd.entry), stacking: .unstacked)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, x: .range(xStart.entry, xEnd.entry), y: .init(y.entry), stacking: .unstacked)
    }

    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        mark = ChartMark(kind: .rule, x: .range(xStart.entry, xEnd.entry), stacking: .unstacked)
    }

    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, y: .range(yStart.entry, yEnd.entry), stacking: .unstacked)
    }
}
