import LayoutDSL

nonisolated extension View {
    /// The style of each `foregroundStyle(by:)` value (Apple's documentation of `chartForegroundStyleScale(_:)`).
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { (plotValue(of: $0.key), AnyShapeStyle($0.value)) }
        return configuringCharts { $0.foregroundStyleScale = .mapping(pairs) }
    }

    /// Styles for the values of a domain, in order: a list of styles or a gradient.
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range,
                                                                                  type: ScaleType? = nil) -> some View {
        let order: [PlotValue]? = {
            if case .categories(let names) = (domain as? ResolvableScaleDomain)?.specification {
                return names.map(PlotValue.category)
            } else {
                return nil
            }
        }()
        return configuringCharts { $0.foregroundStyleScale = ChartConfiguration.StyleScale(domain: order, range: range) }
    }

    /// Styles in order of the values' appearance: a list of styles or a gradient.
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        configuringCharts { $0.foregroundStyleScale = ChartConfiguration.StyleScale(domain: nil, range: range) }
    }

    /// The values in a domain's order, with iOS's colours.
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let order: [PlotValue]? = {
            if case .categories(let names) = (domain as? ResolvableScaleDomain)?.specification {
                return names.map(PlotValue.category)
            } else {
                return nil
            }
        }()
        return configuringCharts {
            $0.foregroundStyleScale = .range(domain: order, styles: ChartPalette.categorical.map { AnyShapeStyle($0) })
        }
    }

    /// The style of each value, by a function.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        configuringCharts {
            $0.foregroundStyleScale = .function { value in plottable(DataValue.self, from: value).map { AnyShapeStyle(mapping($0)) } }
        }
    }

    /// The symbol of each `symbol(by:)` value (Apple's documentation of `chartSymbolScale(_:)`).
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { (plotValue(of: $0.key), AnyChartSymbolShape($0.value)) }
        return configuringCharts { $0.symbolScale = pairs }
    }
}

/// The styles a range gives: a list's (each as a shape style), or a gradient's.
protocol ShapeStyleList { var anyStyles: [AnyShapeStyle] { get } }
extension Array: ShapeStyleList where Element: ShapeStyle { var anyStyles: [AnyShapeStyle] { map { AnyShapeStyle($0) } } }

extension ChartConfiguration.StyleScale {
    init<Range: ScaleRange>(domain: [PlotValue]?, range: Range) {
        if let gradient = range as? Gradient { self = .gradient(domain: domain, gradient) }
        else { self = .range(domain: domain, styles: (range as? ShapeStyleList)?.anyStyles ?? []) }
    }
}
