import LayoutDSL

/// What a chart draws (Apple's documentation of `ChartContent`): marks, composed as views are,
/// with `ChartContentBuilder`, `ForEach` and types of the app's own whose `body` is content.
@MainActor @preconcurrency public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content that is its marks rather than a body: the marks, and what builders and modifiers
/// make of them.
protocol PrimitiveChartContent {
    var marks: [ChartMark] { get }
}

extension PrimitiveChartContent {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("\(Self.self) is primitive chart content; it has no body") }
}

nonisolated extension ChartContent {
    /// The marks the content draws, its body's when it has one.
    var resolvedMarks: [ChartMark] {
        if let primitive = self as? PrimitiveChartContent { return primitive.marks }
        return mainActorUnchecked { body }.resolvedMarks
    }
}

/// The content builders and modifiers make: plain marks.
nonisolated public struct _ChartContentList: ChartContent, PrimitiveChartContent {
    let marks: [ChartMark]
}

/// Type-erased chart content (Apple's documentation of `AnyChartContent`).
nonisolated public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    let marks: [ChartMark]
    public init(_ content: any ChartContent) { marks = content.resolvedMarks }
    public init(erasing content: some ChartContent) { marks = content.resolvedMarks }
}

nonisolated extension ChartContent {
    /// The content with `transform` applied to each of its marks: what a modifier does.
    func modifyingMarks(_ transform: (inout ChartMark) -> Void) -> _ChartContentList {
        _ChartContentList(marks: resolvedMarks.map { var mark = $0; transform(&mark); return mark })
    }
}
