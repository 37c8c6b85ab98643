import LayoutDSL

/// The area under a line, or between two lines (Apple's documentation of `AreaMark`); areas of
/// several series stack, as bars do.
nonisolated public struct AreaMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(kind: .area, x: .init(x.entry), y: .init(y.entry), stacking: stacking)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(kind: .area, x: .init(x.entry), y: .init(y.entry), stacking: stacking, series: series.entry)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .area, x: .init(x.entry), y: .range(yStart.entry, yEnd.entry), stacking: .unstacked)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        mark = ChartMark(kind: .area, x: .init(x.entry), y: .range(yStart.entry, yEnd.entry), stacking: .unstacked, series: series.entry)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .area, x: .range(xStart.entry, xEnd.entry), y: .init(y.entry), stacking: .unstacked)
    }
}
