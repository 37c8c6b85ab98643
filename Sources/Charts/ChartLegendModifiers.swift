import LayoutDSL

/// The legend's visibility, place and spacing (`chartLegend`).
struct LegendConfiguration {
    var visibility: Visibility = .automatic
    var position: AnnotationPosition = .automatic
    var alignment: Alignment?
    var spacing: CGFloat?
    var content: AnyView?
}

nonisolated extension View {
    /// Shows or hides the legend (Apple's documentation of `chartLegend(_:)`); automatic shows
    /// it when marks have `foregroundStyle(by:)` or `symbol(by:)` values.
    public func chartLegend(_ visibility: Visibility) -> some View {
        configuringCharts { $0.legend.visibility = visibility }
    }

    /// Where the legend goes (Apple's documentation of `chartLegend(position:alignment:spacing:)`):
    /// below the plot, leading, by default.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        configuringCharts {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing
        }
    }

    /// The app's own legend in the legend's place.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return configuringCharts {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing
            $0.legend.content = view
            $0.legend.visibility = .visible
        }
    }
}
