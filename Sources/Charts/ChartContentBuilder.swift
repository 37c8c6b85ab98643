import LayoutDSL

/// Builds chart content from closures, as `ViewBuilder` builds views (Apple's documentation of
/// `ChartContentBuilder`).
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> _ChartContentList { _ChartContentList(marks: []) }
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> _ChartContentList {
        var marks: [ChartMark] = []
        for item in repeat each content { marks += item.resolvedMarks }
        return _ChartContentList(marks: marks)
    }
    // Branches are lists, so what takes a block's value names one type (an `if` is checked apart
    // from its `else`, and a generic parameter is not inferred across them).
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> _ChartContentList {
        _ChartContentList(marks: content?.resolvedMarks ?? [])
    }
    public static func buildEither<First: ChartContent>(first content: First) -> _ChartContentList {
        _ChartContentList(marks: content.resolvedMarks)
    }
    public static func buildEither<Second: ChartContent>(second content: Second) -> _ChartContentList {
        _ChartContentList(marks: content.resolvedMarks)
    }
    public static func buildArray<Content: ChartContent>(_ contents: [Content]) -> _ChartContentList {
        _ChartContentList(marks: contents.flatMap(\.resolvedMarks))
    }
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> _ChartContentList {
        _ChartContentList(marks: content.resolvedMarks)
    }
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
