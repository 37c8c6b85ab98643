import LayoutDSL

/// A bar (Apple's documentation of `BarMark`): from zero to a value, or between two values, on
/// a band of a category or date unit; bars at one position stack.
nonisolated public struct BarMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(kind: .bar, x: .init(x.entry), y: .init(y.entry), width: width, height: height, stacking: stacking)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        mark = ChartMark(kind: .bar, x: .range(xStart.entry, xEnd.entry), y: .init(y.entry), height: height, stacking: .unstacked)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        mark = ChartMark(kind: .bar, x: .init(x.entry), y: .range(yStart.entry, yEnd.entry), width: width, stacking: .unstacked)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .bar, x: .range(xStart.entry, xEnd.entry), y: .range(yStart.entry, yEnd.entry), stacking: .unstacked)
    }

    /// A bar along x across the whole height (one-dimensional).
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(kind: .bar, x: .init(x.entry), height: height, stacking: stacking)
    }

    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(kind: .bar, y: .init(y.entry), width: width, stacking: stacking)
    }

    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic) {
        mark = ChartMark(kind: .bar, x: .range(xStart.entry, xEnd.entry), height: height, stacking: .unstacked)
    }

    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = ChartMark(kind: .bar, y: .range(yStart.entry, yEnd.entry), width: width, stacking: .unstacked)
    }
}
