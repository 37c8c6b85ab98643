import LayoutDSL

/// A plot layer filled or stroked with its mark's style: lines and rules stroked (2 pt and
/// 1 pt unless `lineStyle` says), plus, cross and asterisk symbols stroked, the rest filled. A
/// style spans the layer's own bounds, as iOS maps a gradient to each bar or line, or the
/// whole plot with `alignsMarkStylesWithPlotArea()`.
nonisolated struct PlotLayerView: View {
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
            path.stroke(style, style: placed.mark.style.lineStyle ??
                            StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round))
        case (.mark, .rule):
            path.stroke(style, style: placed.mark.style.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.ruleWidth))
        case (.mark, .point) where placed.symbol.isStroked, (.symbols, _) where placed.symbol.isStroked:
            path.stroke(style, style: StrokeStyle(lineWidth: 1.5, lineCap: .round))
        default:
            path.fill(style)
        }
    }
}
