import LayoutDSL

/// An axis' title (`chartXAxisLabel`, `chartYAxisLabel`): under the x axis' values, above the
/// y axis' (an estimate of iOS's placement: trailing unless aligned otherwise), in the value
/// labels' font and colour.
struct AxisTitle {
    var view: AnyView
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: CGFloat?
}

nonisolated extension View {
    public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(.horizontal, Text(labelKey), position: position, alignment: alignment, spacing: spacing)
    }

    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(.horizontal, Text(label), position: position, alignment: alignment, spacing: spacing)
    }

    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        chartAxisTitle(.horizontal, content(), position: position, alignment: alignment, spacing: spacing)
    }

    public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(.vertical, Text(labelKey), position: position, alignment: alignment, spacing: spacing)
    }

    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(.vertical, Text(label), position: position, alignment: alignment, spacing: spacing)
    }

    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        chartAxisTitle(.vertical, content(), position: position, alignment: alignment, spacing: spacing)
    }

    private func chartAxisTitle<C: View>(_ axis: Axis, _ content: C, position: AnnotationPosition, alignment: Alignment?,
                                         spacing: CGFloat?) -> some View {
        let title = AxisTitle(view: AnyView(content.font(ChartMetrics.labelFont).foregroundStyle(.secondary).fixedSize()),
                              position: position, alignment: alignment, spacing: spacing)
        return configuringCharts { configuration in
            if axis == .horizontal { configuration.x.title = title } else { configuration.y.title = title }
        }
    }
}
