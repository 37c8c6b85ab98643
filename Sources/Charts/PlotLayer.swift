import LayoutDSL

/// One drawn piece of the plot, in drawing order: a mark, or the marks of one line or area
/// series (drawn where the series' first mark is declared), or a series' point symbols.
struct PlotLayer {
    enum Kind {
        case mark(Int)
        case line([Int])
        case area([Int])
        case symbols([Int])
    }
    var kind: Kind

    /// The layers of a model's marks, or of one mask's marks.
    static func layers(of model: ChartModel, mask: Int? = nil) -> [PlotLayer] {
        var layers: [PlotLayer] = []
        var seriesLayer: [SeriesKey: Int] = [:]
        for (index, placed) in model.marks.enumerated() where placed.maskOf == mask {
            let kind = placed.mark.kind
            guard kind == .line || kind == .area else { layers.append(PlotLayer(kind: .mark(index))); continue }
            let key = SeriesKey(kind: kind, series: placed.series)
            if let at = seriesLayer[key] {
                layers[at].append(index)
                if kind == .line, placed.mark.style.symbolKey != nil || placed.mark.style.symbol != nil { layers[at + 1].append(index) }
            } else {
                seriesLayer[key] = layers.count
                layers.append(PlotLayer(kind: kind == .line ? .line([index]) : .area([index])))
                if kind == .line, placed.mark.style.symbolKey != nil || placed.mark.style.symbol != nil {
                    layers.append(PlotLayer(kind: .symbols([index])))
                }
            }
        }
        // Higher z-indices draw later; equal ones keep their order.
        return layers.enumerated().sorted {
            let (a, b) = (model.marks[$0.element.representative].mark.style.zIndex,
                          model.marks[$1.element.representative].mark.style.zIndex)
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
    }

    private mutating func append(_ index: Int) {
        switch kind {
        case .line(let indices): kind = .line(indices + [index])
        case .area(let indices): kind = .area(indices + [index])
        case .symbols(let indices): kind = .symbols(indices + [index])
        case .mark: break
        }
    }

    private struct SeriesKey: Hashable {
        let kind: ChartMark.Kind
        let series: PlotValue?
    }

    /// The mark whose style the layer draws with.
    var representative: Int {
        switch kind {
        case .mark(let index): index
        case .line(let indices), .area(let indices), .symbols(let indices): indices[0]
        }
    }
}
