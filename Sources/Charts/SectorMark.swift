import LayoutDSL

/// A slice of a pie or donut (Apple's documentation of `SectorMark`, iOS 17): slices take their
/// share of the full turn in the order given, clockwise from twelve o'clock.
nonisolated public struct SectorMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        let value = angle.entry.value.continuous ?? 0
        mark = ChartMark(kind: .sector, stacking: .unstacked,
                         sector: ChartMark.Sector(angle: value, innerRadius: innerRadius, outerRadius: outerRadius,
                                                  angularInset: angularInset))
    }
}
