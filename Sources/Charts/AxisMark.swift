import LayoutDSL

/// A grid line, tick or label an axis draws at each of its values (Apple's documentation of
/// `AxisMark`), built in `AxisMarks`' content closure with `AxisMarkBuilder`.
public protocol AxisMark {}

/// What an axis draws at one value, as the chart lays it out.
struct AxisElement {
    enum Kind {
        case gridLine(centered: Bool?)
        case tick(centered: Bool?, length: CGFloat?)
        case label(AxisLabelSpecification)
    }
    var kind: Kind
    var stroke: StrokeStyle?
    var font: Font?
    var style: AnyShapeStyle?
    var offset: CGSize = .zero
}

/// A value label: its text (the value's, formatted, or the app's view) and placement.
struct AxisLabelSpecification {
    enum Content {
        case value(format: ((PlotValue) -> String?)?)
        case text(Text)
        case view(AnyView)
    }
    var content: Content
    var centered: Bool?
    /// Whether the axis may leave the label out where it would overlap another (iOS's automatic
    /// and greedy resolutions); `.disabled` and `.truncate` keep every label.
    var resolvesCollisions = true
    var anchor: UnitPoint?
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?
}

protocol ResolvableAxisMark { var elements: [AxisElement] { get } }

/// The marks `AxisMarkBuilder` makes of several.
public struct _AxisMarkList: AxisMark, ResolvableAxisMark {
    let elements: [AxisElement]
}

extension AxisMark {
    var resolvedElements: [AxisElement] { (self as? ResolvableAxisMark)?.elements ?? [] }

    func modifyingElements(_ transform: (inout AxisElement) -> Void) -> _AxisMarkList {
        _AxisMarkList(elements: resolvedElements.map { var element = $0; transform(&element); return element })
    }

    /// The labels' font (Apple's documentation of `AxisMark.font(_:)`).
    public func font(_ font: Font?) -> some AxisMark { modifyingElements { $0.font = font } }

    /// The marks' colour or style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { modifyingElements { $0.style = AnyShapeStyle(style) } }

    public func offset(_ size: CGSize) -> some AxisMark { modifyingElements { $0.offset = size } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { modifyingElements { $0.offset = CGSize(width: x, height: y) } }
}

/// Builds axis marks from closures (Apple's documentation of `AxisMarkBuilder`).
@resultBuilder
public enum AxisMarkBuilder {
    // One concrete type for every expression, as `ChartContentBuilder`.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> _AxisMarkList { _AxisMarkList(elements: mark.resolvedElements) }
    public static func buildBlock(_ marks: _AxisMarkList...) -> _AxisMarkList { _AxisMarkList(elements: marks.flatMap(\.elements)) }
    public static func buildOptional(_ mark: _AxisMarkList?) -> _AxisMarkList { mark ?? _AxisMarkList(elements: []) }
    public static func buildEither(first mark: _AxisMarkList) -> _AxisMarkList { mark }
    public static func buildEither(second mark: _AxisMarkList) -> _AxisMarkList { mark }
    public static func buildArray(_ marks: [_AxisMarkList]) -> _AxisMarkList { _AxisMarkList(elements: marks.flatMap(\.elements)) }
    public static func buildLimitedAvailability(_ mark: _AxisMarkList) -> _AxisMarkList { mark }
}

/// A line across the plot at the value (Apple's documentation of `AxisGridLine`).
public struct AxisGridLine: AxisMark, ResolvableAxisMark {
    let elements: [AxisElement]
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        elements = [AxisElement(kind: .gridLine(centered: centered), stroke: stroke)]
    }
}

/// A short line outside the plot at the value (Apple's documentation of `AxisTick`).
public struct AxisTick: AxisMark, ResolvableAxisMark {
    let elements: [AxisElement]

    /// A tick's length: iOS's, the label's, or the longest label's. `.label` and
    /// `.longestLabel` are drawn at iOS's automatic length here (they would reach the labels).
    public struct Length {
        let points: CGFloat?
        public static var automatic: Length { Length(points: nil) }
        public static var label: Length { Length(points: nil) }
        public static var longestLabel: Length { Length(points: nil) }
    }

    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        elements = [AxisElement(kind: .tick(centered: centered, length: length), stroke: stroke)]
    }

    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        elements = [AxisElement(kind: .tick(centered: centered, length: length.points), stroke: stroke)]
    }
}

/// How a value label is turned (Apple's documentation of `AxisValueLabelOrientation`).
public struct AxisValueLabelOrientation: Equatable {
    enum Kind: Equatable { case automatic, horizontal, vertical, verticalReversed }
    let kind: Kind
    public static var automatic: AxisValueLabelOrientation { AxisValueLabelOrientation(kind: .automatic) }
    public static var horizontal: AxisValueLabelOrientation { AxisValueLabelOrientation(kind: .horizontal) }
    public static var vertical: AxisValueLabelOrientation { AxisValueLabelOrientation(kind: .vertical) }
    public static var verticalReversed: AxisValueLabelOrientation { AxisValueLabelOrientation(kind: .verticalReversed) }
}

/// What an axis does with labels that would overlap (Apple's documentation of
/// `AxisValueLabelCollisionResolution`): iOS keeps every other label until none overlap.
public struct AxisValueLabelCollisionResolution {
    enum Kind { case automatic, greedy(CGFloat), truncate, disabled }
    var resolves: Bool { if case .automatic = kind { return true }; if case .greedy = kind { return true }; return false }
    let kind: Kind
    public static var automatic: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution(kind: .automatic) }
    public static var greedy: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution(kind: .greedy(0)) }
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(kind: .greedy(minimumSpacing))
    }
    public static var truncate: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution(kind: .truncate) }
    public static var disabled: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution(kind: .disabled) }
}
