import LayoutDSL

/// What `Chart` draws: the model resolved with the environment's configuration, locale and
/// appearance; the plot (its background, grid lines and marks), the axes' ticks and labels, the
/// legend and annotations as subviews of `ChartLayout`; the app's background and overlay with a
/// `ChartProxy` of the plot's frame.
nonisolated struct ChartView: View {
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
        let annotations = model.marks.enumerated().flatMap { index, placed in
            placed.mark.style.annotations.map { (mark: index, annotation: $0) }
        }
        let legend = configuration.legend
        let showsLegend = legend.visibility == .visible || (legend.visibility == .automatic && !model.legend.isEmpty)
        return ChartLayout(model: model, axes: axes, annotations: annotations, legend: legend,
                           titles: (configuration.x.title, configuration.y.title)) {
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
