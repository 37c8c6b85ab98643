import LayoutDSL

extension View {
    /// The style of each `foregroundStyle(by:)` value (Apple's documentation of `chartForegroundStyleScale(_:)`).
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { (plotValue(of: $0.key), AnyShapeStyle($0.value)) }
        return configuringCharts { $0.foregroundStyleScale = .mapping(pairs) }
    }

    /// Styles for the values of a domain, in order.
    public func chartForegroundStyleScale<Domain: ScaleDomain, S: ShapeStyle>(domain: Domain, range: [S], type: ScaleType? = nil) -> some View {
        let order: [PlotValue]? = { if case .categories(let names) = (domain as? ResolvableScaleDomain)?.specification { return names.map(PlotValue.category) } else { return nil } }()
        let styles = range.map { AnyShapeStyle($0) }
        return configuringCharts { $0.foregroundStyleScale = .range(domain: order, styles: styles) }
    }

    /// Styles in order of the values' appearance.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let styles = range.map { AnyShapeStyle($0) }
        return configuringCharts { $0.foregroundStyleScale = .range(domain: nil, styles: styles) }
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
