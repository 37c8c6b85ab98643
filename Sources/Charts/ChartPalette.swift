import LayoutDSL

/// The styles iOS gives the values of `foregroundStyle(by:)` in turn: blue, green, orange,
/// purple, red, cyan, yellow, then again (measured on iOS 16 and 18: a two-series line chart
/// draws systemBlue (0,122,255) then systemGreen (52,199,89); docs/charts.md §1). Marks with
/// neither style nor value are blue.
enum ChartPalette {
    static let categorical: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    static let single: Color = .blue

    static func style(at index: Int) -> AnyShapeStyle { AnyShapeStyle(categorical[index % categorical.count]) }

    /// `lineStyle(by:)`'s strokes in turn (estimate): solid, dashed, dotted, dash-dotted.
    static func lineStyle(at index: Int) -> StrokeStyle {
        let dashes: [[CGFloat]] = [[], [6, 3], [1, 3], [6, 3, 1, 3]]
        return StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round, dash: dashes[index % dashes.count])
    }

    /// `symbolSize(by:)`'s size of a value: its area from 20 to 200 square points over the
    /// values' extent (estimate), a circle's bounding square.
    static func symbolSize(for value: PlotValue, in range: ClosedRange<Double>) -> CGSize {
        let t = range.upperBound > range.lowerBound ? ((value.continuous ?? range.lowerBound) - range.lowerBound) / (range.upperBound - range.lowerBound) : 0.5
        let side = ((20 + 180 * t) * 4 / .pi).squareRoot()
        return CGSize(width: side, height: side)
    }
}

/// The values of one of `foregroundStyle(by:)`, `symbol(by:)`: in order of first appearance
/// (or the scale's domain), each with its style, symbol and legend label.
struct SeriesKeys {
    private(set) var values: [PlotValue] = []
    private var index: [PlotValue: Int] = [:]

    mutating func insert(_ value: PlotValue) {
        guard index[value] == nil else { return }
        index[value] = values.count
        values.append(value)
    }

    func position(of value: PlotValue) -> Int? { index[value] }
    var isEmpty: Bool { values.isEmpty }
}

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
