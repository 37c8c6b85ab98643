import LayoutDSL

/// A chart resolved from its content and configuration, before any size is known: each mark
/// with its style, symbol, series and stacked interval, the two position scales, and the legend.
/// Plain data; `ChartGeometry` places it in a plot rectangle.
struct ChartModel {
    struct Mark: Sendable {
        var mark: ChartMark
        var style: AnyShapeStyle
        var symbol: AnyChartSymbolShape
        /// Marks of one series join into one line or area.
        var series: PlotValue?
        /// The stacked interval along the value axis, for stacked bars and areas.
        var stacked: ClosedRange<Double>? = nil
        /// Side-by-side slot within the band (`position(by:)`): index and count.
        var slot: (index: Int, count: Int)? = nil
        /// A mask's mark: the index of its mask; not drawn.
        var maskOf: Int? = nil
        /// The mask the mark shows through.
        var maskedBy: Int? = nil
    }

    struct LegendEntry {
        var label: String
        var style: AnyShapeStyle
        var symbol: AnyChartSymbolShape
    }

    var marks: [Mark]
    var x: ChartScale?
    var y: ChartScale?
    var legend: [LegendEntry]
    /// The marks' total of sector angles (a pie's full turn).
    var sectorTotal: Double
    /// The smallest distance between neighbouring values the marks place on each dimension, as
    /// a fraction of its scale: a bar's step on a continuous axis.
    var steps: (x: Double?, y: Double?) = (nil, nil)

    init(marks given: [ChartMark], configuration: ChartConfiguration, formatting: ChartFormatting) {
        // Masks' marks join the marks (they shape the scales), each knowing its mask.
        var groups: [ObjectIdentifier: Int] = [:]
        var rawMarks = ChartModel.sampled(given, configuration: configuration, formatting: formatting)
        var maskOf = [Int?](repeating: nil, count: rawMarks.count)
        for mark in given {
            guard let group = mark.style.mask, groups[ObjectIdentifier(group)] == nil else { continue }
            groups[ObjectIdentifier(group)] = groups.count
            let marks = ChartModel.sampled(group.marks, configuration: configuration, formatting: formatting)
            rawMarks += marks
            maskOf += [Int?](repeating: groups.count - 1, count: marks.count)
        }
        var styleKeys = SeriesKeys(), symbolKeys = SeriesKeys()
        if let domain = configuration.foregroundStyleScale?.domain { domain.forEach { styleKeys.insert($0) } }
        for mark in rawMarks {
            if let key = mark.style.foregroundKey { styleKeys.insert(key.value) }
            if let key = mark.style.symbolKey { symbolKeys.insert(key.value) }
        }
        let stacked = MarkStacking.intervals(of: rawMarks)
        let slots = ChartModel.slots(rawMarks)
        let styleScale = configuration.foregroundStyleScale
        func style(for key: PlotValue) -> AnyShapeStyle {
            let position = styleKeys.position(of: key) ?? 0
            return styleScale?.style(for: key, at: position, of: styleKeys.values.count) ?? ChartPalette.style(at: position)
        }
        func symbol(for key: PlotValue) -> AnyChartSymbolShape {
            if let mapped = configuration.symbolScale?.first(where: { $0.0 == key }) { return mapped.1 }
            let sequence = AnyChartSymbolShape.sequence
            return sequence[(symbolKeys.position(of: key) ?? 0) % sequence.count]
        }
        var lineKeys = SeriesKeys()
        for mark in rawMarks { if let key = mark.style.lineStyleKey { lineKeys.insert(key.value) } }
        let sizeValues = rawMarks.compactMap { $0.style.symbolSizeKey?.value.continuous }
        let sizeRange = (sizeValues.min() ?? 0)...(sizeValues.max() ?? 0)
        marks = rawMarks.enumerated().map { index, mark in
            var mark = mark
            if let key = mark.style.lineStyleKey, mark.style.lineStyle == nil {
                mark.style.lineStyle = ChartPalette.lineStyle(at: lineKeys.position(of: key.value) ?? 0)
            }
            if let key = mark.style.symbolSizeKey, mark.style.symbolSize == nil {
                mark.style.symbolSize = ChartPalette.symbolSize(for: key.value, in: sizeRange)
            }
            let key = mark.style.foregroundKey?.value
            return Mark(mark: mark,
                        style: mark.style.foreground ?? key.map(style(for:)) ?? AnyShapeStyle(ChartPalette.single),
                        symbol: mark.style.symbol ?? mark.style.symbolKey.map { symbol(for: $0.value) } ?? AnyChartSymbolShape.sequence[0],
                        series: mark.series?.value ?? key ?? mark.style.symbolKey?.value,
                        stacked: stacked[index], slot: slots[index],
                        maskOf: maskOf[index],
                        maskedBy: mark.style.mask.flatMap { groups[ObjectIdentifier($0)] })
        }
        legend = styleKeys.values.map { key in
            LegendEntry(label: formatting.label(key), style: style(for: key),
                        symbol: symbolKeys.isEmpty ? AnyChartSymbolShape.sequence[0] : symbol(for: key))
        }
        if styleKeys.isEmpty && !symbolKeys.isEmpty {
            legend = symbolKeys.values.map {
                LegendEntry(label: formatting.label($0), style: AnyShapeStyle(ChartPalette.single),
                            symbol: symbol(for: $0))
            }
        }
        x = ChartScale.resolve(axis: .horizontal, marks: marks, configuration: configuration.x, formatting: formatting,
                               tickCount: configuration.x.tickCount)
        y = ChartScale.resolve(axis: .vertical, marks: marks, configuration: configuration.y, formatting: formatting,
                               tickCount: configuration.y.tickCount)
        sectorTotal = rawMarks.reduce(0) { $0 + max(0, $1.sector?.angle ?? 0) }
        steps = (ChartModel.step(of: marks, on: .horizontal, scale: x), ChartModel.step(of: marks, on: .vertical, scale: y))
    }

    private static func step(of marks: [Mark], on axis: Axis, scale: ChartScale?) -> Double? {
        guard let scale else { return nil }
        let fractions = Set(marks.flatMap { $0.mark.entries(on: axis).compactMap { scale.fraction(of: $0.value) } }).sorted()
        return zip(fractions, fractions.dropFirst()).map { abs($1 - $0) }.filter { $0 > 1e-9 }.min()
    }

    /// The marks with each function plot replaced by its samples over its domain, or the x domain
    /// the other marks and `chartXScale` give (0…1 when they give none).
    private static func sampled(_ marks: [ChartMark], configuration: ChartConfiguration, formatting: ChartFormatting) -> [ChartMark] {
        guard marks.contains(where: { $0.function != nil }) else { return marks }
        let others = marks.filter { $0.function == nil }.map {
            Mark(mark: $0, style: AnyShapeStyle(ChartPalette.single), symbol: AnyChartSymbolShape.sequence[0])
        }
        var xDomain = 0.0...1.0
        if let scale = ChartScale.resolve(axis: .horizontal, marks: others, configuration: configuration.x, formatting: formatting,
                                          tickCount: configuration.x.tickCount),
           case .continuous(let lower, let upper, _) = scale.domain, lower < upper {
            xDomain = lower...upper
        }
        return marks.enumerated().flatMap { index, mark in
            mark.function.map { $0.marks(over: xDomain, style: mark.style, id: index) } ?? [mark]
        }
    }

    /// `position(by:)`: each band's marks side by side, in the order of their values.
    private static func slots(_ marks: [ChartMark]) -> [Int: (index: Int, count: Int)] {
        var keys: [PlotValue] = []
        for mark in marks { if let key = mark.style.positionKey?.value, !keys.contains(key) { keys.append(key) } }
        var result: [Int: (Int, Int)] = [:]
        for (index, mark) in marks.enumerated() {
            if let key = mark.style.positionKey?.value, let slot = keys.firstIndex(of: key) { result[index] = (slot, keys.count) }
        }
        return result
    }
}

/// The plot's shapes hold the model, and shapes are `Sendable` (as iOS 18's `Shape` is); its
/// marks' styles are `Sendable` as iOS 18's `ShapeStyle` is.
extension ChartModel: Sendable {}
