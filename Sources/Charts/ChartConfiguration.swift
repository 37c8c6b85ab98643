import LayoutDSL

/// What the chart modifiers say about a chart (`chartXScale`, `chartYAxis`, `chartLegend`, …),
/// carried to it in the environment as SwiftUI's are, so a modifier applies to the charts
/// inside the view it modifies.
struct ChartConfiguration {
    var x = DimensionConfiguration()
    var y = DimensionConfiguration()
    var legend = LegendConfiguration()
    var foregroundStyleScale: StyleScale?
    var symbolScale: [(PlotValue, AnyChartSymbolShape)]?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var background: Layer?
    var overlay: Layer?

    /// `chartBackground`/`chartOverlay`: a view of the proxy, aligned in the chart's frame.
    struct Layer {
        var alignment: Alignment
        var content: (ChartProxy) -> AnyView
    }

    /// One dimension's scale and axis.
    struct DimensionConfiguration {
        var domain: DomainSpecification = .automatic(includesZero: nil, reversed: nil)
        var range: PlotDimensionScaleRange?
        var type: ScaleType?
        var axis: AxisConfiguration = .automatic
        var title: AxisTitle?
        /// `chartScrollableAxes`: how much of the domain the plot shows, and where it starts.
        var visibleLength: PlotValue?
        var scrollPosition: PlotValue?
        var scrollable = false

        /// How many ticks the automatic domain is widened for: the axis' `desiredCount` when its
        /// marks ask for one (measured: a domain follows it), else iOS's.
        var tickCount: Int {
            if case .marks(let marks) = axis {
                for mark in marks { if case .automatic(let count?) = mark.values.kind { return count } }
            }
            return NiceTicks.defaultCount
        }
    }

    /// An axis: iOS's default marks, hidden, or the app's marks.
    enum AxisConfiguration {
        case automatic
        case hidden
        case marks([AxisMarksSpecification])
    }

    /// The styles of `foregroundStyle(by:)` values: by value, in order, or by a function.
    enum StyleScale {
        case mapping([(PlotValue, AnyShapeStyle)])
        case range(domain: [PlotValue]?, styles: [AnyShapeStyle])
        case function((PlotValue) -> AnyShapeStyle?)
    }
}

struct ChartConfigurationKey: EnvironmentKey {
    static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Changes the configuration the charts inside this view read.
    func configuringCharts(_ transform: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: transform)
    }
}
