import LayoutDSL

/// A chart (Apple's documentation of `Chart`): marks drawn in a plot on scales inferred from
/// their values, with axes and a legend, laid out by `ChartLayout` in the space it is offered.
nonisolated public struct Chart<Content: ChartContent>: View {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    public var body: some View {
        ChartView(marks: content.resolvedMarks)
    }
}

/// Groups marks of a chart's content (Apple's documentation of `Plot`), as `Group` groups views.
nonisolated public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    var marks: [ChartMark] { content.resolvedMarks }
}
