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
        /// A range in points (`chartXScale(range: 0...128)`).
        var pointRange: ClosedRange<CGFloat>?
        var type: ScaleType?
        /// The app's marks, or iOS's when nil.
        var axisMarks: [AxisMarksSpecification]?
        /// `chartXAxis(_:)`: apart from the marks, as on iOS, where `.chartXAxis { … }` and an
        /// outer `.chartXAxis(.hidden)` hide the marks the inner one gave.
        var axisVisibility: Visibility = .automatic
        var title: AxisTitle?
        /// `chartScrollableAxes`: how much of the domain the plot shows, and where it starts.
        var visibleLength: PlotValue?
        var scrollPosition: PlotValue?
        var scrollable = false

        /// How many ticks the automatic domain is widened for: the axis' `desiredCount` when its
        /// marks ask for one (measured: a domain follows it), else iOS's.
        var tickCount: Int {
            for mark in axisMarks ?? [] { if case .automatic(let count?, _, _) = mark.values.kind { return count } }
            return NiceTicks.defaultCount
        }

        /// Which ends of an automatic number domain widen to the axis' next tick: both, when the
        /// axis shows automatic values (`AxisMarkValues.automatic(…, roundLowerBound:,
        /// roundUpperBound:)` say otherwise); neither when it is hidden or its values are given,
        /// as iOS draws a chart without axes edge to edge on its data (measured: bars up to 204
        /// and 250 and a line up to 147, axes hidden, reach the plot's top).
        var roundsDomain: (lower: Bool, upper: Bool) {
            guard axisVisibility != .hidden else { return (false, false) }
            guard let first = axisMarks?.first else { return (true, true) }
            if case .automatic(_, let lower, let upper) = first.values.kind { return (lower ?? true, upper ?? true) }
            return (false, false)
        }
    }


    /// The styles of `foregroundStyle(by:)` values: by value, in order, or by a function.
    enum StyleScale {
        case mapping([(PlotValue, AnyShapeStyle)])
        case range(domain: [PlotValue]?, styles: [AnyShapeStyle])
        case gradient(domain: [PlotValue]?, Gradient)
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

nonisolated extension View {
    /// Changes the configuration the charts inside this view read.
    func configuringCharts(_ transform: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: transform)
    }
}
