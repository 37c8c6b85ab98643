import LayoutDSL

/// A position scale, resolved from the data and the chart's `chartXScale`/`chartYScale`: a
/// continuous range of numbers or dates, or bands of categories. It maps a value to a fraction
/// of the plot's length (0 at the leading or bottom end) and gives the axis its tick values.
struct ChartScale {
    enum Domain {
        case continuous(lower: Double, upper: Double, dates: Bool)
        case bands([String])
    }

    var domain: Domain
    var type: ScaleType.Kind = .linear
    var reversed = false
    var startPadding: CGFloat = 0
    var endPadding: CGFloat = 0
    /// Where the domain goes in points, when given; else the plot less the paddings.
    var pointRange: ClosedRange<CGFloat>?
    /// How many ticks automatic values aim for.
    var tickCount = 5
    /// What a scrollable chart shows of the domain (`chartXVisibleDomain`): values for a
    /// continuous scale, band indices for categories; nil shows it all.
    var window: ClosedRange<Double>?

    var isBands: Bool { if case .bands = domain { return true } else { return false } }

    var categories: [String] {
        if case .bands(let names) = domain { return names }
        return []
    }

    /// Where `value` falls, as a fraction of the scale's length; a category at its band's middle.
    func fraction(of value: PlotValue) -> Double? {
        switch domain {
        case .bands(let names):
            guard let name = value.category, let index = names.firstIndex(of: name) else { return nil }
            let shown = window ?? 0...Double(names.count)
            return oriented((Double(index) + 0.5 - shown.lowerBound) / (shown.upperBound - shown.lowerBound))
        case .continuous(let lower, let upper, _):
            guard let v = value.continuous else { return nil }
            return oriented(fraction(v, lower: window?.lowerBound ?? lower, upper: window?.upperBound ?? upper))
        }
    }

    /// A continuous value's fraction (values outside the domain fall outside 0...1).
    func fraction(ofContinuous v: Double) -> Double {
        guard case .continuous(let lower, let upper, _) = domain else { return 0 }
        return oriented(fraction(v, lower: window?.lowerBound ?? lower, upper: window?.upperBound ?? upper))
    }

    private func fraction(_ v: Double, lower: Double, upper: Double) -> Double {
        let (t, l, u) = (transformed(v), transformed(lower), transformed(upper))
        return u == l ? 0.5 : (t - l) / (u - l)
    }

    /// The scale type's transform of a value (Apple's documentation of `ScaleType`).
    private func transformed(_ v: Double) -> Double {
        switch type {
        case .log: log10(max(v, .leastNormalMagnitude))
        case .squareRoot: v < 0 ? -(-v).squareRoot() : v.squareRoot()
        case .power(let exponent): v < 0 ? -pow(-v, exponent) : pow(v, exponent)
        case .symmetricLog: v < 0 ? -log1p(-v) : log1p(v)
        default: v
        }
    }

    private func oriented(_ fraction: Double) -> Double { reversed ? 1 - fraction : fraction }

    /// A band's width as a fraction of the length (a category's, or one calendar unit's).
    var bandFraction: Double {
        if case .bands(let names) = domain { return 1 / (window.map { $0.upperBound - $0.lowerBound } ?? Double(max(names.count, 1))) }
        return 0
    }

    /// A fraction to points along a length of `length` points, inside the range's padding.
    func points(_ fraction: Double, length: CGFloat) -> CGFloat {
        if let pointRange { return pointRange.lowerBound + CGFloat(fraction) * (pointRange.upperBound - pointRange.lowerBound) }
        return startPadding + CGFloat(fraction) * max(0, length - startPadding - endPadding)
    }

    /// The usable length of the range.
    func usableLength(_ length: CGFloat) -> CGFloat {
        if let pointRange { return pointRange.upperBound - pointRange.lowerBound }
        return max(0, length - startPadding - endPadding)
    }
}
