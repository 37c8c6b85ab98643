import LayoutDSL

/// What `Chart` draws: the model resolved with the environment's configuration, locale and
/// appearance; the plot (its background, grid lines and marks), the axes' ticks and labels, the
/// legend and annotations as subviews of `ChartLayout`; the app's background and overlay with a
/// `ChartProxy` of the plot's frame.
struct ChartView: View {
    let marks: [ChartMark]
    @Environment(\.chartConfiguration) private var configuration
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        var calendar = calendar
        calendar.timeZone = timeZone
        let formatting = ChartFormatting(locale: locale, calendar: calendar, timeZone: timeZone)
        let model = ChartModel(marks: marks, configuration: configuration, formatting: formatting)
        let axes = ChartAxes(model: model, configuration: configuration, formatting: formatting, colorScheme: colorScheme)
        let annotations = model.marks.enumerated().flatMap { index, placed in placed.mark.style.annotations.map { (mark: index, annotation: $0) } }
        let legend = configuration.legend
        let showsLegend = legend.visibility == .visible || (legend.visibility == .automatic && !model.legend.isEmpty)
        return ChartLayout(model: model, axes: axes, annotations: annotations, legend: legend, titles: (configuration.x.title, configuration.y.title)) {
            plot(model: model, axes: axes)
                .anchorPreference(key: PlotFrameKey.self, value: .bounds) { $0 }
                .layoutValue(key: ChartPartKey.self, value: .plot)
            ForEach(Array(axes.ticks.enumerated()), id: \.offset) { index, tick in
                Rectangle().fill(tick.style)
                    .frame(width: tick.axis == .horizontal ? tick.stroke.lineWidth : tick.length,
                           height: tick.axis == .horizontal ? tick.length : tick.stroke.lineWidth)
                    .layoutValue(key: ChartPartKey.self, value: .tick(index))
            }
            ForEach(Array(axes.labels.enumerated()), id: \.offset) { index, label in
                label.view.layoutValue(key: ChartPartKey.self, value: .label(index))
            }
            if showsLegend {
                Group {
                    if let content = legend.content { content } else {
                        ChartLegend(entries: model.legend, alignment: legend.alignment?.horizontal ?? .leading)
                    }
                }
                .layoutValue(key: ChartPartKey.self, value: .legend)
            }
            if let title = configuration.x.title { title.view.layoutValue(key: ChartPartKey.self, value: .axisTitle(.horizontal)) }
            if let title = configuration.y.title { title.view.layoutValue(key: ChartPartKey.self, value: .axisTitle(.vertical)) }
            ForEach(Array(annotations.enumerated()), id: \.offset) { index, item in
                Group {
                    if item.annotation.isSymbol {
                        item.annotation.content.foregroundStyle(model.marks[item.mark].style)
                    } else {
                        item.annotation.content
                    }
                }
                .layoutValue(key: ChartPartKey.self, value: .annotation(index))
            }
        }
        .backgroundPreferenceValue(PlotFrameKey.self) { anchor in
            if let background = configuration.background, let anchor {
                GeometryReader { proxy in
                    background.content(ChartProxy(model: model, plotFrame: anchor, plotSize: proxy[anchor].size))
                        .frame(width: proxy.size.width, height: proxy.size.height, alignment: background.alignment)
                }
            }
        }
        .overlayPreferenceValue(PlotFrameKey.self) { anchor in
            if let overlay = configuration.overlay, let anchor {
                GeometryReader { proxy in
                    overlay.content(ChartProxy(model: model, plotFrame: anchor, plotSize: proxy[anchor].size))
                        .frame(width: proxy.size.width, height: proxy.size.height, alignment: overlay.alignment)
                }
            }
        }
    }

    /// The plot: grid lines under the marks, in the app's plot style.
    private func plot(model: ChartModel, axes: ChartAxes) -> some View {
        let content = ZStack {
            ForEach(Array(axes.gridLines.enumerated()), id: \.offset) { _, line in
                GridLineShape(model: model, line: line).stroke(line.style, style: line.stroke)
            }
            ForEach(Array(PlotLayer.layers(of: model).enumerated()), id: \.offset) { _, layer in
                PlotLayerView(model: model, layer: layer)
            }
        }
        // A scrollable chart's marks outside its window are cut at the plot's edges.
        let scrolls = configuration.x.scrollable || configuration.y.scrollable
        let plot = scrolls ? AnyView(content.clipped()) : AnyView(content)
        return Group {
            if let style = configuration.plotStyle { style(ChartPlotContent(content: plot)) } else { plot }
        }
    }
}

/// The plot's frame, for `ChartProxy`.
struct PlotFrameKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// A grid line across the plot at its value.
struct GridLineShape: Shape {
    let model: ChartModel
    let line: ChartAxes.GridLine

    func path(in rect: CGRect) -> Path {
        var path = Path()
        if line.axis == .horizontal, let scale = model.x {
            let x = rect.minX + scale.points(line.fraction, length: rect.width)
            path.move(to: CGPoint(x: x, y: rect.minY)); path.addLine(to: CGPoint(x: x, y: rect.maxY))
        } else if line.axis == .vertical, let scale = model.y {
            let y = rect.maxY - scale.points(line.fraction, length: rect.height)
            path.move(to: CGPoint(x: rect.minX, y: y)); path.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        return path
    }
}

/// A plot layer filled or stroked with its mark's style: lines and rules stroked (2 pt and
/// 1 pt unless `lineStyle` says), plus, cross and asterisk symbols stroked, the rest filled. A
/// style spans the layer's own bounds, as iOS maps a gradient to each bar or line, or the
/// whole plot with `alignsMarkStylesWithPlotArea()`.
struct PlotLayerView: View {
    let model: ChartModel
    let layer: PlotLayer

    var body: some View {
        let placed = model.marks[layer.representative]
        masked(GeometryReader { proxy in
            let plot = CGRect(origin: .zero, size: proxy.size)
            let path = PlotLayerShape(model: model, layer: layer).path(in: plot)
            let box = placed.mark.style.alignsWithPlotArea ? plot : path.boundingRect
            clipped(painted(path.offsetBy(dx: -box.minX, dy: -box.minY), placed).frame(width: box.width, height: box.height),
                    to: placed.mark.style.clipShape)
                .offset(x: box.minX + placed.mark.style.offset.width, y: box.minY + placed.mark.style.offset.height)
        }, by: placed.maskedBy)
        .opacity(placed.mark.style.opacity)
    }

    /// The layer shown only where its mask's marks are drawn.
    @ViewBuilder
    private func masked<V: View>(_ view: V, by mask: Int?) -> some View {
        if let mask {
            view.mask {
                ZStack {
                    ForEach(Array(PlotLayer.layers(of: model, mask: mask).enumerated()), id: \.offset) { _, layer in
                        PlotLayerView(model: model, layer: layer)
                    }
                }
            }
        } else {
            view
        }
    }

    /// The mark cut to its `clipShape`, in the mark's bounds.
    @ViewBuilder
    private func clipped<V: View>(_ view: V, to shape: AnyShape?) -> some View {
        if let shape { view.clipShape(shape) } else { view }
    }

    @ViewBuilder
    private func painted(_ path: Path, _ placed: ChartModel.Mark) -> some View {
        let style = placed.style
        switch (layer.kind, placed.mark.kind) {
        case (.line, _):
            path.stroke(style, style: placed.mark.style.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round))
        case (.mark, .rule):
            path.stroke(style, style: placed.mark.style.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.ruleWidth))
        case (.mark, .point) where placed.symbol.isStroked, (.symbols, _) where placed.symbol.isStroked:
            path.stroke(style, style: StrokeStyle(lineWidth: 1.5, lineCap: .round))
        default:
            path.fill(style)
        }
    }
}

/// The plot's content, as `chartPlotStyle`'s closure receives it (Apple's documentation of
/// `ChartPlotContent`).
public struct ChartPlotContent: View {
    let content: AnyView
    public var body: some View { content }
}

extension View {
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
