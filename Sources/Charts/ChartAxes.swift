import LayoutDSL

/// What the axes draw, resolved from their marks (the app's `chartXAxis`/`chartYAxis`, or iOS's
/// own) at the scales' values: grid lines inside the plot, ticks and labels outside it.
struct ChartAxes {
    /// Which edge of the plot an axis' ticks and labels are on.
    enum Side { case leading, trailing, top, bottom }

    struct GridLine {
        var axis: Axis
        var fraction: Double
        var stroke: StrokeStyle
        var style: AnyShapeStyle
    }

    struct Tick {
        var axis: Axis
        var fraction: Double
        var side: Side
        var length: CGFloat
        var stroke: StrokeStyle
        var style: AnyShapeStyle
    }

    struct Label {
        var axis: Axis
        var fraction: Double
        var side: Side
        /// Centred on the value, or starting at it (dates on x: the label follows its grid line).
        var centered: Bool
        var spacing: CGFloat
        var offset: CGSize
        /// May be left out where it would overlap a neighbour.
        var resolvesCollisions: Bool
        /// `AxisValueLabel(anchor:)`: the label's point that sits at its value's place.
        var anchor: UnitPoint?
        var view: AnyView
    }

    var gridLines: [GridLine] = []
    var ticks: [Tick] = []
    var labels: [Label] = []

    init(model: ChartModel, configuration: ChartConfiguration, formatting: ChartFormatting, colorScheme: ColorScheme) {
        let gridStyle = AnyShapeStyle(ChartAxes.lineColor(colorScheme).opacity(ChartMetrics.gridLineOpacity))
        for axis in [Axis.horizontal, .vertical] {
            guard let scale = axis == .horizontal ? model.x : model.y else { continue }
            let dimension = axis == .horizontal ? configuration.x : configuration.y
            guard dimension.axisVisibility != .hidden else { continue }
            let specifications = dimension.axisMarks
                ?? [AxisMarks<Never>(preset: .automatic, position: .automatic, values: .automatic, format: nil, stroke: nil).specification]
            for specification in specifications {
                add(specification, axis: axis, scale: scale, formatting: formatting, gridStyle: gridStyle)
            }
        }
    }

    /// The colour of grid lines and ticks: the label colour family (60,60,67) in light
    /// appearance, (235,235,245) in dark, at `gridLineOpacity`.
    static func lineColor(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255) : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255)
    }

    private mutating func add(_ specification: AxisMarksSpecification, axis: Axis, scale: ChartScale, formatting: ChartFormatting,
                              gridStyle: AnyShapeStyle) {
        let side = ChartAxes.side(specification.position, axis: axis)
        let values = AxisValues(scale: scale, request: specification.values, formatting: formatting).values
        let half = scale.bandFraction / 2
        let isDates: Bool = { if case .continuous(_, _, true) = scale.domain { return true } else { return false } }()
        let fractions = values.map { scale.fraction(of: $0.value) }
        for (index, value) in values.enumerated() {
            // A scrolled chart marks what its window shows.
            guard let center = fractions[index], center >= -1e-9, center <= 1 + 1e-9 else { continue }
            var elements = specification.content(value)
            // iOS's own marks: on a band axis its labels alone, under each band; on the y axis
            // grid lines and labels, no ticks (measured: labels 4 pt after the plot's edge).
            if specification.isDefault && (scale.isBands || axis == .vertical) {
                elements = elements.filter {
                    switch $0.kind {
                    case .label: true
                    case .gridLine: !scale.isBands
                    case .tick: false
                    }
                }
            }
            for element in elements {
                let defaultStroke = StrokeStyle(lineWidth: ChartMetrics.gridLineWidth)
                switch element.kind {
                case .gridLine(let centered):
                    let fraction = scale.isBands && centered != true ? center - half : center
                    gridLines.append(GridLine(axis: axis, fraction: fraction, stroke: element.stroke ?? defaultStroke,
                                              style: element.style ?? gridStyle))
                case .tick(let centered, let length):
                    let fraction = scale.isBands && centered != true ? center - half : center
                    ticks.append(Tick(axis: axis, fraction: fraction, side: side, length: length ?? ChartMetrics.tickLength,
                                      stroke: element.stroke ?? defaultStroke, style: element.style ?? gridStyle))
                case .label(let label):
                    let content: AnyView
                    switch label.content {
                    case .value(let format): content = AnyView(Text(verbatim: format?(value.value) ?? value.defaultLabel))
                    case .text(let given): content = AnyView(given)
                    case .view(let view): content = view
                    }
                    let centered = label.centered ?? !(isDates && axis == .horizontal)
                    var fraction = centered || !scale.isBands ? center : center - half
                    // `centered: true` on a continuous axis centres the label in the interval
                    // up to the next value (a day's name under its day); past the domain it is dropped.
                    if label.centered == true, !scale.isBands {
                        let next = index + 1 < fractions.count ? fractions[index + 1]
                            : index > 0 ? fractions[index - 1].map { 2 * center - $0 } : nil
                        guard let next else { continue }
                        fraction = (center + next) / 2
                        guard fraction >= 0, fraction <= 1 else { continue }
                    }
                    labels.append(Label(axis: axis, fraction: fraction, side: side, centered: centered,
                                        spacing: (axis == .horizontal ? label.verticalSpacing : label.horizontalSpacing) ??
                                            ChartMetrics.labelSpacing,
                                        offset: element.offset, resolvesCollisions: label.resolvesCollisions, anchor: label.anchor,
                                        view: AnyView(AxisLabelBox {
                                            content.font(element.font ?? ChartMetrics.labelFont)
                                                .foregroundStyle(element.style ?? AnyShapeStyle(.secondary)).fixedSize()
                                        }.clipped())))
                }
            }
        }
    }

    /// Where an axis' labels go: the y axis trails the plot and the x axis is under it unless
    /// the marks say otherwise (iOS's default; Apple's documentation of `AxisMarkPosition`).
    static func side(_ position: AxisMarkPosition, axis: Axis) -> Side {
        switch position.kind {
        case .leading: .leading
        case .trailing: .trailing
        case .top: .top
        case .bottom: .bottom
        case .automatic: axis == .horizontal ? .bottom : .trailing
        }
    }
}
