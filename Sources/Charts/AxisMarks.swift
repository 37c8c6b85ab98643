import LayoutDSL

/// What an axis draws (Apple's documentation of `AxisContent`): one or more `AxisMarks`.
@MainActor @preconcurrency public protocol AxisContent {}

protocol ResolvableAxisContent { var axisMarks: [AxisMarksSpecification] { get } }

nonisolated extension AxisContent {
    var resolvedAxisMarks: [AxisMarksSpecification] { (self as? ResolvableAxisContent)?.axisMarks ?? [] }
}

/// Marks at an axis' values, as iOS or the app's closure draws them.
struct AxisMarksSpecification {
    var preset: AxisMarkPreset
    var position: AxisMarkPosition
    var values: AxisMarkValues
    /// The marks at one value; iOS's own (grid line, tick, label) when the app gives none.
    var content: (AxisValue) -> [AxisElement]
    /// True for iOS's own marks: the axis may choose how its default marks look per dimension.
    var isDefault: Bool
}

/// The content `AxisContentBuilder` makes of several.
nonisolated public struct _AxisContentList: AxisContent, ResolvableAxisContent {
    let axisMarks: [AxisMarksSpecification]
}

/// Builds axis content (Apple's documentation of `AxisContentBuilder`).
@resultBuilder
public enum AxisContentBuilder {
    // One concrete type for every expression, as `ChartContentBuilder`.
    public static func buildExpression<C: AxisContent>(_ content: C) -> _AxisContentList {
        _AxisContentList(axisMarks: content.resolvedAxisMarks)
    }
    public static func buildBlock(_ contents: _AxisContentList...) -> _AxisContentList {
        _AxisContentList(axisMarks: contents.flatMap(\.axisMarks))
    }
    public static func buildOptional(_ content: _AxisContentList?) -> _AxisContentList { content ?? _AxisContentList(axisMarks: []) }
    public static func buildEither(first content: _AxisContentList) -> _AxisContentList { content }
    public static func buildEither(second content: _AxisContentList) -> _AxisContentList { content }
    public static func buildArray(_ contents: [_AxisContentList]) -> _AxisContentList {
        _AxisContentList(axisMarks: contents.flatMap(\.axisMarks))
    }
    public static func buildLimitedAvailability(_ content: _AxisContentList) -> _AxisContentList { content }
}

/// An axis' grid lines, ticks and labels at its values (Apple's documentation of `AxisMarks`).
nonisolated public struct AxisMarks<Content: AxisMark>: AxisContent, ResolvableAxisContent {
    let specification: AxisMarksSpecification
    var axisMarks: [AxisMarksSpecification] { [specification] }

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        specification = AxisMarksSpecification(preset: preset, position: position, values: values,
                                                content: { content($0).resolvedElements }, isDefault: false)
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: AxisMarkValues(kind: .values(values.map(plotValue(of:)))), content: content)
    }
}

extension AxisMarks where Content == Never {
    /// iOS's own marks: a grid line, a tick and the value's label at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: values, format: nil, stroke: stroke)
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: AxisMarkValues(kind: .values(values.map(plotValue(of:)))),
                  format: nil, stroke: stroke)
    }

    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                     values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
        where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(preset: preset, position: position, values: values,
                  format: { value in plottable(Format.FormatInput.self, from: value).map(format.format) }, stroke: stroke)
    }

    public init<Value: Plottable, Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic,
                                                       position: AxisMarkPosition = .automatic,
                                                       values: [Value], stroke: StrokeStyle? = nil)
        where Value == Format.FormatInput, Format.FormatOutput == String {
        self.init(preset: preset, position: position, values: AxisMarkValues(kind: .values(values.map(plotValue(of:)))),
                  format: { value in plottable(Value.self, from: value).map(format.format) }, stroke: stroke)
    }

    init(preset: AxisMarkPreset, position: AxisMarkPosition, values: AxisMarkValues, format: ((PlotValue) -> String?)?,
         stroke: StrokeStyle?) {
        specification = AxisMarksSpecification(preset: preset, position: position, values: values, content: { _ in
            [AxisElement(kind: .gridLine(centered: nil), stroke: stroke),
             AxisElement(kind: .tick(centered: nil, length: nil), stroke: stroke),
             AxisElement(kind: .label(AxisLabelSpecification(content: .value(format: format), centered: nil, anchor: nil,
                                                             horizontalSpacing: nil, verticalSpacing: nil)))]
        }, isDefault: true)
    }
}

extension Never: AxisMark {}
