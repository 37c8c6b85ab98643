/// A two-dimensional eager layout, as SwiftUI's `Grid`: each `GridRow` is a row whose views are
/// cells in consecutive columns (a view spans `gridCellColumns`); any other view is a row of
/// its own spanning every column. Layout is `GridBehavior`'s.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func makeNodes(in context: BuildContext) -> NodeList {
        var inner = context.with(stackAxis: .vertical)
        inner.environment.isInGrid = true
        var cells: NodeList = [], rows: [GridBehavior.Row] = []
        for child in inner.build(content) {
            if let row = child.behavior as? GridRowMarker {
                rows.append(GridBehavior.Row(cells: cells.count..<(cells.count + child.subviews.count),
                                             alignment: row.alignment, spansAll: false))
                cells += child.subviews
            } else {
                rows.append(GridBehavior.Row(cells: cells.count..<(cells.count + 1), alignment: nil, spansAll: true))
                cells.append(child)
            }
        }
        let spacing = ViewSpacing.defaultDistance
        return [LayoutNode.make(GridBehavior(alignment: alignment, spacing: CGSize(width: max(horizontalSpacing ?? spacing, 0),
                                                                                height: max(verticalSpacing ?? spacing, 0)),
                                        rows: rows), subviews: cells)]
    }
}

private struct IsInGridKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True for a Grid's direct content: a `GridRow` there is a row, elsewhere its views.
    var isInGrid: Bool { get { self[IsInGridKey.self] } set { self[IsInGridKey.self] = newValue } }
}
