import LayoutDSL

/// The values a scale covers (Apple's documentation of `ScaleDomain`): a range of numbers or
/// dates, a list of categories in order, or automatic (the data's extent, with zero for numbers,
/// widened to whole tick steps).
public protocol ScaleDomain {}

/// How a domain is given, as the scale reads it.
enum DomainSpecification {
    case automatic(includesZero: Bool?, reversed: Bool?)
    case continuous(lower: PlotValue, upper: PlotValue)
    case categories([String])
}

protocol ResolvableScaleDomain { var specification: DomainSpecification { get } }

extension ClosedRange: ScaleDomain, ResolvableScaleDomain where Bound: Plottable {
    var specification: DomainSpecification { .continuous(lower: plotValue(of: lowerBound), upper: plotValue(of: upperBound)) }
}

extension Range: ScaleDomain, ResolvableScaleDomain where Bound: Plottable {
    var specification: DomainSpecification { .continuous(lower: plotValue(of: lowerBound), upper: plotValue(of: upperBound)) }
}

extension Array: ScaleDomain, ResolvableScaleDomain where Element: Plottable {
    var specification: DomainSpecification { .categories(map { plotValue(of: $0).category ?? "\($0)" }) }
}

/// The automatic domain, and its options (Apple's documentation of `AutomaticScaleDomain`).
public struct AutomaticScaleDomain: ScaleDomain, ResolvableScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    var specification: DomainSpecification { .automatic(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { .init(includesZero: nil, reversed: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// Where a position scale's values go along the plot (Apple's documentation of
/// `PlotDimensionScaleRange`): the whole plot, with padding at its ends in points.
public protocol ScaleRange {}
public protocol PositionScaleRange: ScaleRange {}

/// A position range in points along the plot (`chartXScale(range: 0...128)`): the domain's
/// start at the lower bound, its end at the upper.
extension ClosedRange: ScaleRange, PositionScaleRange where Bound == CGFloat {}

/// Styles a style scale gives its values in turn (`chartForegroundStyleScale(range: [.red, .blue])`).
extension Array: ScaleRange where Element: ShapeStyle {}

/// Colours along a gradient, spread over a style scale's values (`chartForegroundStyleScale(range:
/// Gradient(colors: [.yellow, .blue]))`): the first value at the first stop, the last at the last.
extension Gradient: ScaleRange {}

public struct PlotDimensionScaleRange: PositionScaleRange {
    let startPadding: CGFloat
    let endPadding: CGFloat
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    public static var plotDimension: PlotDimensionScaleRange { .init(startPadding: 0, endPadding: 0) }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
}

/// How values map to positions (Apple's documentation of `ScaleType`).
public struct ScaleType: Equatable {
    enum Kind: Equatable { case automatic, linear, log, squareRoot, symmetricLog, power(Double), category, date }
    let kind: Kind
    public static var automatic: ScaleType { ScaleType(kind: .automatic) }
    public static var linear: ScaleType { ScaleType(kind: .linear) }
    public static var log: ScaleType { ScaleType(kind: .log) }
    public static var squareRoot: ScaleType { ScaleType(kind: .squareRoot) }
    public static var symmetricLog: ScaleType { ScaleType(kind: .symmetricLog) }
    public static var category: ScaleType { ScaleType(kind: .category) }
    public static var date: ScaleType { ScaleType(kind: .date) }
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(kind: .power(exponent)) }
}
