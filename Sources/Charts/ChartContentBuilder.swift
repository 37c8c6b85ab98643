import LayoutDSL

/// Builds chart content from closures, as `ViewBuilder` builds views (Apple's documentation of
/// `ChartContentBuilder`).
@resultBuilder
public enum ChartContentBuilder {
    // Every expression becomes the one list type at once, so the type checker solves a block
    // (ifs, loops and nested closures included) without generic parameters to infer: a chart
    // with an `if let` in an axis closure took more than the compiler's time limit otherwise.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> _ChartContentList {
        _ChartContentList(marks: content.resolvedMarks)
    }
    public static func buildBlock(_ contents: _ChartContentList...) -> _ChartContentList {
        _ChartContentList(marks: contents.flatMap(\.marks))
    }
    public static func buildOptional(_ content: _ChartContentList?) -> _ChartContentList { content ?? _ChartContentList(marks: []) }
    public static func buildEither(first content: _ChartContentList) -> _ChartContentList { content }
    public static func buildEither(second content: _ChartContentList) -> _ChartContentList { content }
    public static func buildArray(_ contents: [_ChartContentList]) -> _ChartContentList {
        _ChartContentList(marks: contents.flatMap(\.marks))
    }
    public static func buildLimitedAvailability(_ content: _ChartContentList) -> _ChartContentList { content }
}

/// Chart content for each element of a collection (Charts' `ForEach` conformance).
extension ForEach: ChartContent where Content: ChartContent {
    public typealias Body = Never

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    var marks: [ChartMark] { data.flatMap { content($0).resolvedMarks } }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, identifiedBy: { $0 }, content: content)
    }
}
