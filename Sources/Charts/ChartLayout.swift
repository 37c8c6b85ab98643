import LayoutDSL

/// What a subview of a chart is, for `ChartLayout`.
enum ChartPart {
    case plot
    case tick(Int)
    case label(Int)
    case legend
    case axisTitle(Axis)
    case annotation(Int)
    /// `chartBackground`/`chartOverlay`: the whole chart.
    case chart
}

struct ChartPartKey: LayoutValueKey {
    static let defaultValue = ChartPart.chart
}

/// A chart's layout: the plot takes what the axes' labels and the legend leave (labels are
/// measured, so the plot shrinks for wide labels as on iOS); ticks and labels sit at their
/// values' positions outside it; annotations beside their marks.
struct ChartLayout: Layout {
    let model: ChartModel
    let axes: ChartAxes
    let annotations: [(mark: Int, annotation: MarkAnnotation)]
    let legend: LegendConfiguration
    let titles: (x: AxisTitle?, y: AxisTitle?)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: ChartMetrics.idealSize)
    }

    /// Where the plot, the axis titles and the legend go in `bounds`.
    struct Frames {
        var plot: CGRect
        var legend: CGRect = .zero
        var xTitle: CGRect = .zero
        var yTitle: CGRect = .zero
    }

    /// The plot takes what is left after the value labels (measured), the axis titles under the
    /// x labels and above the plot, and the legend, each with its spacing.
    func frames(in bounds: CGRect, subviews: Subviews) -> Frames {
        var insets = (leading: CGFloat(0), trailing: CGFloat(0), top: CGFloat(0), bottom: CGFloat(0))
        var sizes: (legend: CGSize?, x: CGSize?, y: CGSize?) = (nil, nil, nil)
        for subview in subviews {
            switch subview[ChartPartKey.self] {
            case .label(let index):
                let label = axes.labels[index]
                let size = subview.sizeThatFits(.unspecified)
                let reach = distance(of: label) + (label.axis == .horizontal ? size.height : size.width)
                switch label.side {
                case .leading: insets.leading = max(insets.leading, reach)
                case .trailing: insets.trailing = max(insets.trailing, reach)
                case .top: insets.top = max(insets.top, reach)
                case .bottom: insets.bottom = max(insets.bottom, reach)
                }
            case .axisTitle(let axis):
                if axis == .horizontal {
                    sizes.x = subview.sizeThatFits(.unspecified)
                } else {
                    sizes.y = subview.sizeThatFits(.unspecified)
                }
            case .legend:
                let sideways = legend.position.kind == .leading || legend.position.kind == .trailing
                sizes.legend = subview.sizeThatFits(ProposedViewSize(width: sideways ? bounds.width / 3 : bounds.width, height: nil))
            default:
                break
            }
        }
        var frames = Frames(plot: .zero)
        if let size = sizes.x {
            frames.xTitle.size = size
            insets.bottom += size.height + (titles.x?.spacing ?? ChartMetrics.labelSpacing)
        }
        if let size = sizes.y {
            frames.yTitle.size = size
            insets.top += size.height + (titles.y?.spacing ?? ChartMetrics.labelSpacing)
        }
        if let size = sizes.legend {
            let spacing = legend.spacing ?? ChartMetrics.legendSpacing
            frames.legend.size = size
            switch legend.position.kind {
            case .top, .topLeading, .topTrailing:
                frames.legend.origin = CGPoint(x: bounds.minX, y: bounds.minY)
                insets.top += size.height + spacing
            case .leading:
                frames.legend.origin = CGPoint(x: bounds.minX, y: bounds.minY + insets.top)
                insets.leading += size.width + spacing
            case .trailing:
                frames.legend.origin = CGPoint(x: bounds.maxX - size.width, y: bounds.minY + insets.top)
                insets.trailing += size.width + spacing
            default:
                frames.legend.origin = CGPoint(x: bounds.minX, y: bounds.maxY - size.height)
                insets.bottom += size.height + spacing
            }
        }
        frames.plot = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                             width: max(0, bounds.width - insets.leading - insets.trailing),
                             height: max(0, bounds.height - insets.top - insets.bottom))
        if let title = titles.x {
            let size = frames.xTitle.size
            let labels = axes.labels.contains { $0.axis == .horizontal } ? insetOfLabels(.bottom, subviews) : 0
            frames.xTitle.origin = CGPoint(x: aligned(title.alignment, size.width, in: frames.plot),
                                           y: frames.plot.maxY + labels + (title.spacing ?? ChartMetrics.labelSpacing))
        }
        if let title = titles.y {
            let size = frames.yTitle.size
            frames.yTitle.origin = CGPoint(
                x: aligned(title.alignment, size.width, in: CGRect(x: bounds.minX, y: 0, width: bounds.width, height: 0)),
                y: frames.plot.minY - size.height - (title.spacing ?? ChartMetrics.labelSpacing))
        }
        return frames
    }

    /// How far the labels of one side reach out of the plot.
    private func insetOfLabels(_ side: ChartAxes.Side, _ subviews: Subviews) -> CGFloat {
        subviews.reduce(0) { reach, subview in
            guard case .label(let index) = subview[ChartPartKey.self], axes.labels[index].side == side else { return reach }
            let size = subview.sizeThatFits(.unspecified)
            return max(reach, distance(of: axes.labels[index]) + (side == .top || side == .bottom ? size.height : size.width))
        }
    }

    /// A title's start across `rect`: trailing unless aligned leading or centre.
    private func aligned(_ alignment: Alignment?, _ width: CGFloat, in rect: CGRect) -> CGFloat {
        switch alignment?.horizontal {
        case .some(.leading): rect.minX
        case .some(.center): rect.midX - width / 2
        default: rect.maxX - width
        }
    }

    /// How far outside the plot a label starts: past its axis' ticks on that side, then the spacing.
    private func distance(of label: ChartAxes.Label) -> CGFloat {
        let tick = axes.ticks.filter { $0.axis == label.axis && $0.side == label.side }.map(\.length).max() ?? 0
        return (label.axis == .vertical ? tick : 0) + label.spacing
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let frames = frames(in: bounds, subviews: subviews)
        let plot = frames.plot
        let geometry = ChartGeometry(model: model, size: plot.size)
        let hidden = collidingLabels(subviews, plot: plot)
        for subview in subviews {
            switch subview[ChartPartKey.self] {
            case .plot:
                subview.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
            case .chart:
                subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            case .tick(let index):
                let tick = axes.ticks[index]
                let (point, anchor) = edgePoint(axis: tick.axis, fraction: tick.fraction, side: tick.side, distance: 0, plot: plot)
                subview.place(at: point, anchor: anchor, proposal: .unspecified)
            case .label(let index):
                let (point, anchor) = labelPlacement(axes.labels[index], plot: plot)
                subview.place(at: point, anchor: anchor, proposal: hidden.contains(index) ? .zero : .unspecified)
            case .legend:
                subview.place(at: frames.legend.origin, proposal: ProposedViewSize(frames.legend.size))
            case .axisTitle(let axis):
                subview.place(at: axis == .horizontal ? frames.xTitle.origin : frames.yTitle.origin, proposal: .unspecified)
            case .annotation(let index):
                let (markIndex, annotation) = annotations[index]
                guard let (point, anchor) = annotationPoint(
                    annotation, mark: model.marks[markIndex], index: markIndex, geometry: geometry) else {
                    subview.place(at: CGPoint(x: -10_000, y: -10_000), proposal: .unspecified)
                    continue
                }
                let size = subview.sizeThatFits(.unspecified)
                var frame = CGRect(x: plot.minX + point.x - anchor.x * size.width, y: plot.minY + point.y - anchor.y * size.height,
                                   width: size.width, height: size.height)
                let (xStrategy, yStrategy) = (annotation.overflow.x, annotation.overflow.y)
                let area = (xStrategy.kind == .fitToPlot ? plot : bounds, yStrategy.kind == .fitToPlot ? plot : bounds)
                frame.origin.x = fitted(frame.minX, size.width, within: area.0.minX...area.0.maxX, strategy: xStrategy)
                frame.origin.y = fitted(frame.minY, size.height, within: area.1.minY...area.1.maxY, strategy: yStrategy)
                subview.place(at: frame.origin, proposal: ProposedViewSize(size))
            }
        }
    }

    /// Where a label goes: at its value's position outside the plot, centred on it or starting
    /// just after it (or held by the anchor the label gives), moved by its offset.
    private func labelPlacement(_ label: ChartAxes.Label, plot: CGRect) -> (CGPoint, UnitPoint) {
        var (point, anchor) = edgePoint(
            axis: label.axis, fraction: label.fraction, side: label.side, distance: distance(of: label), plot: plot)
        if let given = label.anchor {
            anchor = given
        } else if !label.centered && label.axis == .horizontal {
            anchor = label.side == .top ? .bottomLeading : .topLeading
            point.x += ChartMetrics.labelSpacing
        }
        return (CGPoint(x: point.x + label.offset.width, y: point.y + label.offset.height), anchor)
    }

    /// The labels an axis leaves out so that none overlaps another (iOS's automatic collision
    /// resolution, greedily from the start of the axis: a label stays if it starts at least the
    /// label spacing after the last one kept, so equal labels too wide for their step show every
    /// other one).
    private func collidingLabels(_ subviews: Subviews, plot: CGRect) -> Set<Int> {
        var frames: [(index: Int, label: ChartAxes.Label, frame: CGRect)] = []
        for subview in subviews {
            guard case .label(let index) = subview[ChartPartKey.self], axes.labels[index].resolvesCollisions else { continue }
            let size = subview.sizeThatFits(.unspecified)
            let (point, anchor) = labelPlacement(axes.labels[index], plot: plot)
            frames.append((index, axes.labels[index], CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                                                               width: size.width, height: size.height)))
        }
        var hidden: Set<Int> = []
        for axis in [Axis.horizontal, .vertical] {
            for side in [ChartAxes.Side.leading, .trailing, .top, .bottom] {
                let group = frames.filter { $0.label.axis == axis && $0.label.side == side }
                    .sorted { axis == .horizontal ? $0.frame.minX < $1.frame.minX : $0.frame.minY < $1.frame.minY }
                var last: CGRect?
                for item in group {
                    if let kept = last, axis == .horizontal ? item.frame.minX < kept.maxX + ChartMetrics.labelSpacing
                                                            : item.frame.minY < kept.maxY {
                        hidden.insert(item.index)
                    } else {
                        last = item.frame
                    }
                }
            }
        }
        return hidden
    }

    /// An annotation's start along one dimension, moved inside the chart (or plot) when it
    /// would leave it, unless its strategy is `.disabled` (Apple's documentation of
    /// `AnnotationOverflowResolution`; `.padScale` is kept inside as `.fit` is).
    private func fitted(_ start: CGFloat, _ length: CGFloat, within range: ClosedRange<CGFloat>,
                        strategy: AnnotationOverflowResolution.Strategy) -> CGFloat {
        guard strategy.kind != .disabled, length <= range.upperBound - range.lowerBound else { return start }
        return min(max(start, range.lowerBound), range.upperBound - length)
    }

    /// The point on the plot's edge at a value, pushed `distance` outward, and the anchor that
    /// keeps what is placed there outside the plot.
    private func edgePoint(axis: Axis, fraction: Double, side: ChartAxes.Side, distance: CGFloat, plot: CGRect) -> (CGPoint, UnitPoint) {
        if axis == .horizontal, let scale = model.x {
            let x = plot.minX + scale.points(fraction, length: plot.width)
            return side == .top ? (CGPoint(x: x, y: plot.minY - distance), .bottom) : (CGPoint(x: x, y: plot.maxY + distance), .top)
        }
        let y = plot.maxY - (model.y?.points(fraction, length: plot.height) ?? 0)
        return side == .leading ? (CGPoint(x: plot.minX - distance, y: y), .trailing) : (CGPoint(x: plot.maxX + distance, y: y), .leading)
    }

    /// Where an annotation goes beside its mark's frame: above a vertical bar's end, after a
    /// horizontal bar's, above a point or line vertex by default; its alignment along that side.
    private func annotationPoint(_ annotation: MarkAnnotation, mark placed: ChartModel.Mark, index: Int,
                                 geometry: ChartGeometry) -> (CGPoint, UnitPoint)? {
        let frame: CGRect
        switch placed.mark.kind {
        case .bar, .rectangle:
            guard let rect = geometry.rect(of: placed) else { return nil }
            frame = rect
        case .rule:
            guard let (a, b) = geometry.rule(of: placed) else { return nil }
            frame = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        case .sector:
            guard let slice = geometry.slices()[index] else { return nil }
            let middle = (slice.startAngle + slice.endAngle) / 2
            let radius = (slice.innerRadius + slice.outerRadius) / 2
            frame = CGRect(
                x: slice.center.x + radius * CGFloat(cos(middle)), y: slice.center.y + radius * CGFloat(sin(middle)),
                width: 0, height: 0)
        default:
            guard let point = geometry.point(of: placed) else { return nil }
            let size = placed.mark.style.symbolSize ?? CGSize(width: ChartMetrics.pointSize, height: ChartMetrics.pointSize)
            frame = CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
        }
        let spacing = annotation.spacing ?? ChartMetrics.labelSpacing
        var position = annotation.position.kind
        if position == .automatic {
            position = placed.mark.kind == .sector ? .overlay : placed.mark.valueAxis == .horizontal ? .trailing : .top
        }
        let h = annotation.alignment.horizontal, v = annotation.alignment.vertical
        func x(_ leading: CGFloat, _ center: CGFloat, _ trailing: CGFloat) -> (CGFloat, CGFloat) {
            h == .leading ? (leading, 0) : h == .trailing ? (trailing, 1) : (center, 0.5)
        }
        func y(_ top: CGFloat, _ center: CGFloat, _ bottom: CGFloat) -> (CGFloat, CGFloat) {
            v == .top ? (top, 0) : v == .bottom ? (bottom, 1) : (center, 0.5)
        }
        switch position {
        case .top, .topLeading, .topTrailing:
            let (px, ax) = position == .topLeading ? (frame.minX, 1.0)
                : position == .topTrailing ? (frame.maxX, 0.0) : x(frame.minX, frame.midX, frame.maxX)
            return (CGPoint(x: px, y: frame.minY - spacing), UnitPoint(x: ax, y: 1))
        case .bottom, .bottomLeading, .bottomTrailing:
            let (px, ax) = position == .bottomLeading ? (frame.minX, 1.0)
                : position == .bottomTrailing ? (frame.maxX, 0.0) : x(frame.minX, frame.midX, frame.maxX)
            return (CGPoint(x: px, y: frame.maxY + spacing), UnitPoint(x: ax, y: 0))
        case .leading:
            let (py, ay) = y(frame.minY, frame.midY, frame.maxY)
            return (CGPoint(x: frame.minX - spacing, y: py), UnitPoint(x: 1, y: ay))
        case .trailing:
            let (py, ay) = y(frame.minY, frame.midY, frame.maxY)
            return (CGPoint(x: frame.maxX + spacing, y: py), UnitPoint(x: 0, y: ay))
        default:
            let (px, ax) = x(frame.minX, frame.midX, frame.maxX)
            let (py, ay) = y(frame.minY, frame.midY, frame.maxY)
            return (CGPoint(x: px, y: py), UnitPoint(x: ax, y: ay))
        }
    }
}
