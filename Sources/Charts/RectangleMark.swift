import LayoutDSL

/// A rectangle at a value or between values (Apple's documentation of `RectangleMark`): heat
/// maps, and highlighted ranges behind other marks.
nonisolated public struct RectangleMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark = ChartMark(kind: .rectangle, x: .init(x.entry), y: .init(y.entry), width: width, height: height, stacking: .unstacked)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rectangle, x: .range(xStart.entry, xEnd.entry), y: .range(yStart.entry, yEnd.entry), stacking: .unstacked)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        mark = ChartMark(kind: .rectangle, x: .init(x.entry), y: .range(yStart.entry, yEnd.entry), width: width, stacking: .unstacked)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        mark = ChartMark(kind: .rectangle, x: .range(xStart.entry, xEnd.entry), y: .init(y.entry), height: height, stacking: .unstacked)
    }

    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        mark = ChartMark(kind: .rectangle, x: .range(xStart.entry, xEnd.entry), stacking: .unstacked)
    }

    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rectangle, y: .range(yStart.entry, yEnd.entry), stacking: .unstacked)
    }
}
