import LayoutDSL

extension ChartScale {
    /// The scale of one dimension, from the values the marks place on it and `chartXScale`/`chartYScale`:
    /// categories make bands in order of appearance (or the domain's order); dates span exactly
    /// their extent, whole units for binned dates (measured: a 30-day line runs edge to edge);
    /// numbers include zero (Apple's documentation of `ScaleDomain`: "number scales include zero
    /// in the domain", for every mark type) and widen to the axis' outer ticks when the axis
    /// shows automatic values (`roundsDomain`). Nil when no mark places anything on the dimension.
    static func resolve(axis: Axis, marks: [ChartModel.Mark], configuration: ChartConfiguration.DimensionConfiguration,
                        formatting: ChartFormatting, tickCount: Int) -> ChartScale? {
        var values: [PlotValue] = []
        for placed in marks {
            let mark = placed.mark
            if let stacked = placed.stacked, mark.valueAxis == axis {
                values += [.number(stacked.lowerBound), .number(stacked.upperBound)]
                continue
            }
            for entry in mark.entries(on: axis) {
                if let bin = entry.unit, case .date(let date) = entry.value {
                    let interval = bin.interval(of: date)
                    values += [.date(interval.start), .date(interval.end)]
                } else {
                    values.append(entry.value)
                }
            }
        }
        var scale: ChartScale
        let type = configuration.type?.kind ?? .automatic
        switch configuration.domain {
        case .categories(let names):
            scale = ChartScale(domain: .bands(names))
        case .continuous(let lower, let upper):
            guard let l = lower.continuous, let u = upper.continuous else { return nil }
            scale = ChartScale(domain: .continuous(lower: l, upper: u, dates: lower.isDate))
        case .automatic(let includesZero, let reversed):
            guard !values.isEmpty else { return nil }
            if type == .category || values.contains(where: { $0.category != nil }) {
                var names: [String] = []
                for value in values {
                    let name = value.category ?? formatting.label(value); if !names.contains(name) { names.append(name) }
                }
                scale = ChartScale(domain: .bands(names))
            } else {
                let numbers = values.compactMap(\.continuous)
                guard var lower = numbers.min(), var upper = numbers.max() else { return nil }
                let dates = values.contains { $0.isDate }
                if dates {
                    scale = ChartScale(domain: .continuous(lower: lower, upper: upper, dates: true))
                } else {
                    if includesZero ?? (type != .log) { lower = min(lower, 0); upper = max(upper, 0) }
                    if lower == upper { upper = lower + 1 }
                    let nice = type == .log ? lower...upper : NiceTicks.niceDomain(lower: lower, upper: upper, count: tickCount)
                    let rounds = configuration.roundsDomain
                    scale = ChartScale(domain: .continuous(lower: rounds.lower ? nice.lowerBound : lower,
                                                           upper: rounds.upper ? nice.upperBound : upper, dates: false))
                }
            }
            scale.reversed = reversed ?? false
        }
        // Bands run down the y axis: the first category on top, as iOS lists them.
        if axis == .vertical, scale.isBands { scale.reversed.toggle() }
        if type != .automatic && type != .category && type != .date { scale.type = type }
        if let range = configuration.range { scale.startPadding = range.startPadding; scale.endPadding = range.endPadding }
        scale.pointRange = configuration.pointRange
        scale.tickCount = tickCount
        if configuration.scrollable, let length = configuration.visibleLength?.continuous, length > 0 {
            scale.window = scale.visibleWindow(length: length, from: configuration.scrollPosition)
        }
        return scale
    }
}

extension PlotValue {
    var isDate: Bool { if case .date = self { return true } else { return false } }
}

extension ChartScale {
    /// The part of the domain a scrollable chart shows: `length` from the scroll position, else
    /// from the domain's start (a category's band, a value of a continuous scale), kept inside
    /// the domain.
    func visibleWindow(length: Double, from position: PlotValue?) -> ClosedRange<Double> {
        switch domain {
        case .bands(let names):
            let count = Double(names.count)
            let start = position?.category.flatMap { names.firstIndex(of: $0) }.map(Double.init) ?? 0
            let clamped = max(0, min(start, count - length))
            return clamped...clamped + length
        case .continuous(let lower, let upper, _):
            let start = position?.continuous ?? lower
            let clamped = max(lower, min(start, upper - length))
            return clamped...clamped + length
        }
    }
}
