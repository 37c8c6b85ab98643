import LayoutDSL

extension ChartContent {
    /// The shape of points, and of a line's points (Apple's documentation of `symbol(_:)`).
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        modifyingMarks { $0.style.symbol = AnyChartSymbolShape(symbol) }
    }

    /// A symbol for each value, in iOS's order of shapes, with a legend entry each (Apple's
    /// documentation of `symbol(by:)`); on a line it also draws a symbol at every point.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { $0.style.symbolKey = value.entry }
    }

    /// The symbol's area in square points: a circle of area 30 is about 6.2 pt across (Apple's
    /// documentation of `symbolSize(_:)`).
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = (area * 4 / .pi).squareRoot()
        return modifyingMarks { $0.style.symbolSize = CGSize(width: side, height: side) }
    }

    /// The symbol's width and height.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modifyingMarks { $0.style.symbolSize = size }
    }
}
