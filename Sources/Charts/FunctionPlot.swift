import LayoutDSL

/// A function drawn as a line or area (Apple's documentation of `LinePlot` and `AreaPlot`,
/// iOS 18): sampled at 257 evenly spaced x values over its domain (the chart's x domain when it
/// gives none); where it is undefined (NaN or infinite) the line breaks.
struct FunctionSamples {
    enum Shape {
        case line(y: (Double) -> Double)
        case area(yStart: (Double) -> Double, yEnd: (Double) -> Double)
        case parametric(x: (Double) -> Double, y: (Double) -> Double, t: ClosedRange<Double>)
    }

    static let count = 257

    let xLabel: String
    let yLabel: String
    let domain: ClosedRange<Double>?
    let shape: Shape

    /// The marks of the samples; a break starts a new series.
    func marks(over xDomain: ClosedRange<Double>, style: ChartMark.Style, id: Int) -> [ChartMark] {
        let range: ClosedRange<Double>
        if case .parametric(_, _, let t) = shape { range = t } else { range = domain ?? xDomain }
        var marks: [ChartMark] = []
        var piece = 0
        for i in 0..<FunctionSamples.count {
            let t = range.lowerBound + (range.upperBound - range.lowerBound) * Double(i) / Double(FunctionSamples.count - 1)
            var mark: ChartMark
            switch shape {
            case .line(let y):
                mark = ChartMark(kind: .line, x: .value(entry(xLabel, t)), y: .value(entry(yLabel, y(t))), stacking: .unstacked)
            case .area(let start, let end):
                mark = ChartMark(kind: .area, x: .value(entry(xLabel, t)),
                                 y: .range(entry(yLabel, start(t)), entry(yLabel, end(t))), stacking: .unstacked)
            case .parametric(let x, let y, _):
                mark = ChartMark(kind: .line, x: .value(entry(xLabel, x(t))), y: .value(entry(yLabel, y(t))), stacking: .unstacked)
            }
            let values = mark.x.entries + mark.y.entries
            guard values.allSatisfy({ $0.value.continuous?.isFinite ?? false }) else { piece += 1; continue }
            mark.series = PlotEntry(label: Text(verbatim: ""), value: .category("function \(id).\(piece)"))
            mark.style = style
            marks.append(mark)
        }
        return marks
    }

    private func entry(_ label: String, _ value: Double) -> PlotEntry { PlotEntry(label: Text(verbatim: label), value: .number(value)) }
}

/// A function of x as a line (iOS 18): `LinePlot(x: "x", y: "sin x", domain: 0...10) { sin($0) }`.
nonisolated public struct LinePlot: ChartContent, PrimitiveChartContent {
    let samples: FunctionSamples
    var marks: [ChartMark] { [ChartMark(kind: .line, function: samples)] }

    public init<S: StringProtocol>(x: S, y: S, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
        samples = FunctionSamples(xLabel: String(x), yLabel: String(y), domain: domain, shape: .line(y: function))
    }

    /// A parametric curve: x and y both functions of t over `domain`.
    public init<S: StringProtocol>(x: S, y: S, t: S, domain: ClosedRange<Double>, function: @escaping (Double) -> (x: Double, y: Double)) {
        samples = FunctionSamples(xLabel: String(x), yLabel: String(y), domain: domain,
                                  shape: .parametric(x: { function($0).x }, y: { function($0).y }, t: domain))
    }
}

/// A function of x as the area under it, or between two (iOS 18).
nonisolated public struct AreaPlot: ChartContent, PrimitiveChartContent {
    let samples: FunctionSamples
    var marks: [ChartMark] { [ChartMark(kind: .area, function: samples)] }

    public init<S: StringProtocol>(x: S, y: S, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
        samples = FunctionSamples(xLabel: String(x), yLabel: String(y), domain: domain, shape: .area(yStart: { _ in 0 }, yEnd: function))
    }

    public init<S: StringProtocol>(x: S, yStart: S, yEnd: S, domain: ClosedRange<Double>? = nil,
                                   function: @escaping (Double) -> (yStart: Double, yEnd: Double)) {
        samples = FunctionSamples(xLabel: String(x), yLabel: String(yStart), domain: domain,
                                  shape: .area(yStart: { function($0).yStart }, yEnd: { function($0).yEnd }))
    }
}
