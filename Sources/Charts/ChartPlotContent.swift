import LayoutDSL

/// The plot's content, as `chartPlotStyle`'s closure receives it (Apple's documentation of
/// `ChartPlotContent`).
nonisolated public struct ChartPlotContent: View {
    let content: AnyView
    public var body: some View { content }
}

nonisolated extension View {
    /// Changes the plot's view: its background, border, frame (Apple's documentation of `chartPlotStyle(content:)`).
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        configuringCharts { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// A view behind the chart, given a proxy of its scales and plot (Apple's documentation of `chartBackground(alignment:content:)`).
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        configuringCharts { $0.background = ChartConfiguration.Layer(alignment: alignment) { AnyView(content($0)) } }
    }

    /// A view over the chart, given a proxy of its scales and plot (Apple's documentation of `chartOverlay(alignment:content:)`).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        configuringCharts { $0.overlay = ChartConfiguration.Layer(alignment: alignment) { AnyView(content($0)) } }
    }
}
