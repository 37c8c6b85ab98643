/// A two-dimensional eager layout, as SwiftUI's `Grid`: each `GridRow` is a row whose views are
/// cells in consecutive columns (a view spans `gridCellColumns`); any other view is a row of
/// its own spanning every column. Layout is `GridLayout`'s, which `AnyLayout(GridLayout())` runs too.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let layout: GridLayout, content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    func makeNodes(in context: BuildContext) -> NodeList { layout.containerNodes(content, in: context) }
}

/// Where a grid's cell sits: its row's number, the `GridRow`'s alignment, and whether the cell is
/// a view outside any `GridRow` (a row of its own across every column). A grid's content builds
/// its `GridRow`s as markers holding their cells (`GridRowMarker`); the grid takes the cells out
/// as its own subviews, each marked with its row, so that any `Layout` container reads them.
struct GridCellRow {
    var row: Int
    var alignment: VerticalAlignment?
    var spansAll: Bool
}

enum GridCellRowKey: LayoutValueKey { static let defaultValue = GridCellRow(row: 0, alignment: nil, spansAll: true) }

extension GridCellRow {
    /// The cells of a grid's content: the cells of its `GridRow`s and its other views, each marked with its row.
    static func cells(of content: NodeList) -> NodeList {
        var cells: [LayoutNode] = []
        for (row, child) in content.enumerated() {
            if let marker = child.behavior as? GridRowMarker {
                for cell in child.subviews {
                    cell.layoutValues[ObjectIdentifier(GridCellRowKey.self)] = GridCellRow(row: row, alignment: marker.alignment,
                                                                                           spansAll: false)
                    cells.append(cell)
                }
            } else {
                child.layoutValues[ObjectIdentifier(GridCellRowKey.self)] = GridCellRow(row: row, alignment: nil, spansAll: true)
                cells.append(child)
            }
        }
        return NodeList(cells)
    }
}

private struct IsInGridKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True for a Grid's direct content: a `GridRow` there is a row, elsewhere its views.
    var isInGrid: Bool { get { self[IsInGridKey.self] } set { self[IsInGridKey.self] = newValue } }
}
