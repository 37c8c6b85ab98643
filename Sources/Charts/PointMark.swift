import LayoutDSL

/// A symbol at a value (Apple's documentation of `PointMark`): a filled circle unless
/// `.symbol` says otherwise; one-dimensional points sit at the middle of the other dimension.
nonisolated public struct PointMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .point, x: .init(x.entry), y: .init(y.entry), stacking: .unstacked)
    }

    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = ChartMark(kind: .point, x: .init(x.entry), stacking: .unstacked)
    }

    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = ChartMark(kind: .point, y: .init(y.entry), stacking: .unstacked)
    }
}
