import LayoutDSL

/// One mark as the chart lays it out: plain data, made by the mark types and changed by the
/// content modifiers; scales, stacking and drawing read nothing else.
struct ChartMark: Sendable {
    enum Kind { case bar, line, point, area, rule, rectangle, sector }

    /// Where a mark sits on one dimension: nowhere said (a rule or bar spans the plot), at a
    /// value, or across two.
    enum Position {
        case unspecified
        case value(PlotEntry)
        case range(PlotEntry, PlotEntry)

        /// A value, or the range a bin or range value spans.
        init(_ entry: PlotEntry) {
            if let end = entry.end {
                var upper = entry
                upper.value = end
                upper.end = nil
                self = .range(entry, upper)
            } else {
                self = .value(entry)
            }
        }

        var entries: [PlotEntry] {
            switch self {
            case .unspecified: []
            case .value(let entry): [entry]
            case .range(let start, let end): [start, end]
            }
        }
    }

    var kind: Kind
    var x: Position = .unspecified
    var y: Position = .unspecified
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// `LineMark(series:)`, `AreaMark(series:)`: which line the mark belongs to, apart from its style.
    var series: PlotEntry?
    var sector: Sector?
    var style = Style()
    /// `LinePlot`/`AreaPlot`: a function the chart samples once it knows the x domain.
    var function: FunctionSamples?

    init(kind: Kind, x: Position = .unspecified, y: Position = .unspecified, width: MarkDimension = .automatic,
         height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard, series: PlotEntry? = nil, sector: Sector? = nil) {
        self.kind = kind; self.x = x; self.y = y; self.width = width; self.height = height
        self.stacking = stacking; self.series = series; self.sector = sector
    }

    init(kind: Kind, function: FunctionSamples) {
        self.init(kind: kind, stacking: .unstacked)
        self.function = function
    }

    /// A pie's or donut's slice (`SectorMark`).
    struct Sector: Sendable {
        var angle: Double
        var innerRadius: MarkDimension
        var outerRadius: MarkDimension
        var angularInset: CGFloat?
    }

    /// What the content modifiers set.
    struct Style: Sendable {
        var foreground: AnyShapeStyle?
        var foregroundKey: PlotEntry?
        var symbolKey: PlotEntry?
        var symbol: AnyChartSymbolShape?
        var symbolSize: CGSize?
        var positionKey: PlotEntry?
        var positionAxis: Axis?
        var positionSpan: MarkDimension = .automatic
        var lineStyle: StrokeStyle?
        var interpolation: InterpolationMethod = .linear
        var opacity: Double = 1
        var cornerRadius: CGFloat?
        var annotations: [MarkAnnotation] = []
        var alignsWithPlotArea = false
        var clipShape: AnyShape?
        /// `mask(content:)`: the marks whose shapes the marks show through.
        var mask: ChartMaskGroup?
        var offset: CGSize = .zero
        var zIndex: Double = 0
        /// `lineStyle(by:)`, `symbolSize(by:)`: the values that choose them.
        var lineStyleKey: PlotEntry?
        var symbolSizeKey: PlotEntry?
    }

    /// Entries the mark places on the dimension.
    func entries(on axis: Axis) -> [PlotEntry] { (axis == .horizontal ? x : y).entries }
}

/// The marks of one `mask(content:)`: shared by every mark it masks, told apart by identity.
final class ChartMaskGroup: Sendable {
    let marks: [ChartMark]
    init(marks: [ChartMark]) { self.marks = marks }
}

/// An annotation's view and where it goes (`.annotation(position:alignment:spacing:)`).
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var overflow: AnnotationOverflowResolution = .automatic
    var content: AnyView
    /// A `symbol(symbol:)` view: drawn in the mark's foreground style.
    var isSymbol = false
}
