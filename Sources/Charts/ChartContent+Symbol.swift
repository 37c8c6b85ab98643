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

    /// A symbol area for each value: numbers over their extent from 20 to 200 square points,
    /// categories in order (Apple's documentation of `symbolSize(by:)`; the range is an estimate).
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { $0.style.symbolSizeKey = value.entry }
    }

    /// A view as the symbol of each point (Apple's documentation of `symbol(symbol:)`), centred on it.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        symbolView(AnyView(symbol()))
    }

    /// iOS 16's spelling of the same, deprecated in iOS 17 for `symbol(symbol:)`.
    @available(*, deprecated, message: "use symbol(symbol:)")
    @_disfavoredOverload
    public func symbol<V: View>(_ symbol: V) -> some ChartContent {
        symbolView(AnyView(symbol))
    }

    private func symbolView(_ view: AnyView) -> _ChartContentList {
        modifyingMarks {
            $0.style.symbolSize = .zero
            $0.style.annotations.append(MarkAnnotation(position: .overlay, alignment: .center, spacing: 0,
                                                       overflow: .init(x: .disabled, y: .disabled), content: view,
                                                       isSymbol: true))
        }
    }
}
