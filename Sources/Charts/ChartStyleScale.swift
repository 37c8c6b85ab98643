import LayoutDSL

// How a style scale (`chartForegroundStyleScale`) styles a value, and the colour at a place on a gradient.

extension ChartConfiguration.StyleScale {
    /// The style of `value`, the `position`-th of `count` values in order, by this scale.
    func style(for value: PlotValue, at position: Int, of count: Int) -> AnyShapeStyle? {
        switch self {
        case .mapping(let pairs):
            return pairs.first { $0.0 == value }?.1
        case .range(let domain, let styles):
            guard !styles.isEmpty else { return nil }
            let index = domain.flatMap { $0.firstIndex(of: value) } ?? position
            return styles[index % styles.count]
        case .gradient(let domain, let gradient):
            let index = domain.flatMap { $0.firstIndex(of: value) } ?? position
            let total = domain?.count ?? count
            return AnyShapeStyle(gradient.color(at: total > 1 ? Double(index) / Double(total - 1) : 0))
        case .function(let function):
            return function(value)
        }
    }

    /// The order the scale gives values, when it lists them.
    var domain: [PlotValue]? {
        switch self {
        case .mapping(let pairs): pairs.map(\.0)
        case .range(let domain, _), .gradient(let domain, _): domain
        case .function: nil
        }
    }
}

extension Gradient {
    /// The colour at `location` (0…1), mixed between the stops around it.
    func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            return span > 0 ? a.color.mix(with: b.color, by: (location - a.location) / span) : b.color
        }
        return last.color
    }
}
