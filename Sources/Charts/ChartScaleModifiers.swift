import LayoutDSL

nonisolated extension View {
    /// The x scale's domain and type (Apple's documentation of `chartXScale(domain:type:)`).
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        configuringCharts { $0.x.set(domain: domain, range: nil as PlotDimensionScaleRange?, type: type) }
    }

    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                            type: ScaleType? = nil) -> some View {
        configuringCharts { $0.x.set(domain: domain, range: range, type: type) }
    }

    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        configuringCharts { $0.x.set(domain: nil as AutomaticScaleDomain?, range: range, type: type) }
    }

    public func chartXScale(type: ScaleType? = nil) -> some View {
        configuringCharts { $0.x.set(domain: nil as AutomaticScaleDomain?, range: nil as PlotDimensionScaleRange?, type: type) }
    }

    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        configuringCharts { $0.y.set(domain: domain, range: nil as PlotDimensionScaleRange?, type: type) }
    }

    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                            type: ScaleType? = nil) -> some View {
        configuringCharts { $0.y.set(domain: domain, range: range, type: type) }
    }

    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        configuringCharts { $0.y.set(domain: nil as AutomaticScaleDomain?, range: range, type: type) }
    }

    public func chartYScale(type: ScaleType? = nil) -> some View {
        configuringCharts { $0.y.set(domain: nil as AutomaticScaleDomain?, range: nil as PlotDimensionScaleRange?, type: type) }
    }
}

extension ChartConfiguration.DimensionConfiguration {
    mutating func set<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain?, range: Range?, type: ScaleType?) {
        if let domain, let resolvable = domain as? ResolvableScaleDomain { self.domain = resolvable.specification }
        if let range = range as? PlotDimensionScaleRange { self.range = range }
        if let points = range as? ClosedRange<CGFloat> { pointRange = points }
        if let type { self.type = type }
    }
}
