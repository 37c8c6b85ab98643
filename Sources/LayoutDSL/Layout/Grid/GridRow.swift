/// A row of a `Grid`: its views are the row's cells, left to right. Outside a grid it is just
/// its views, as SwiftUI's `GridRow` is.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?, content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    func makeNodes(in context: BuildContext) -> NodeList {
        guard context.environment.isInGrid else { return context.build(content) }
        var inner = context.with(stackAxis: .horizontal)
        inner.environment.isInGrid = false
        return [LayoutNode.make(GridRowMarker(alignment: alignment), subviews: inner.build(content))]
    }
}

/// Marks a `GridRow`'s cells for the grid, which takes them as its own subviews.
struct GridRowMarker: NodeBehavior {
    let alignment: VerticalAlignment?
    var name: String { "GridRow" }
}
