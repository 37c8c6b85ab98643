/// SwiftUI's `Grid` layout as a `Layout` value (`GridLayout`, iOS 16: "use this layout only when you need to
/// conditionally switch between layout types", `AnyLayout(GridLayout())`; `Grid` lays out with it too, so both
/// place their cells alike). The rule (Apple, "Grid": "each column as wide as the widest cell in it, each
/// row as tall as the tallest"; views outside a `GridRow` span every column):
/// 1. columns: each column's minimum, ideal and maximum width is the largest of those of its
///    single-column cells that size it (not `gridCellUnsizedAxes(.horizontal)`); with no width
///    proposed columns take their ideal width, otherwise the width less the spacing is shared
///    out as a stack shares it, least flexible column first, each clamped to its bounds;
/// 2. rows: the same along the height, each cell measured at the width of its columns;
/// 3. each cell is proposed its area (columns it spans, with the spacing between them, by its
///    row's height) and placed in it by `gridCellAnchor`, else its column's
///    `gridColumnAlignment` (or the grid's horizontal alignment) and its row's alignment (or
///    the grid's vertical one). Spanning cells do not size columns (an approximation: SwiftUI
///    widens columns a spanning cell does not fit; it is rare in practice).
public struct GridLayout: Layout {
    /// The cells' rows, found once for a set of subviews.
    public struct Cache {
        let rows: [Row]
    }

    /// A row: its cells among the subviews, its `GridRow`'s alignment, and whether it is a view
    /// outside any `GridRow`, which spans every column.
    struct Row {
        let cells: Range<Int>
        let alignment: VerticalAlignment?
        let spansAll: Bool
    }

    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }

    /// Views outside a `GridRow` are laid out down the grid, and its `GridRow`s arrange their cells
    /// in rows (`LayoutProperties.arrangesGridRows`).
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        properties.arrangesGridRows = true
        return properties
    }

    public static var _builtInName: String? { "Grid" }

    private var cellSpacing: CGSize {
        let standard = ViewSpacing.defaultDistance
        return CGSize(width: max(horizontalSpacing ?? standard, 0), height: max(verticalSpacing ?? standard, 0))
    }

    public func makeCache(subviews: Subviews) -> Cache {
        var rows: [Row] = []
        var index = 0
        while index < subviews.count {
            let position = subviews[index][GridCellRowKey.self]
            var end = index + 1
            while end < subviews.count, subviews[end][GridCellRowKey.self].row == position.row { end += 1 }
            rows.append(Row(cells: index..<end, alignment: position.alignment, spansAll: position.spansAll))
            index = end
        }
        return Cache(rows: rows)
    }

    /// A lone cell's spacing, else none (a grid keeps the standard distance from its neighbours).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.count == 1 ? subviews[0].spacing : ViewSpacing()
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let cells = subviews.map(\.node)
        guard !cells.isEmpty else { return .zero }
        let (widths, heights, _) = measure(cells, cache.rows, proposal)
        return CGSize(width: span(widths, 0..<widths.count),
                      height: heights.reduce(0, +) + cellSpacing.height * CGFloat(max(heights.count - 1, 0)))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let cells = subviews.map(\.node)
        guard !cells.isEmpty else { return }
        for (index, placement) in placements(cells, cache.rows, proposal).enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                                  anchor: .topLeading, proposal: placement.proposal)
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The columns each cell occupies.
    private func columns(_ cells: [LayoutNode], _ rows: [Row]) -> (count: Int, spans: [Range<Int>]) {
        var spans = [Range<Int>](repeating: 0..<1, count: cells.count)
        var count = 1
        for row in rows where !row.spansAll {
            var column = 0
            for index in row.cells {
                let span = cells[index].layoutValue(GridCellColumnsKey.self)
                spans[index] = column..<(column + span)
                column += span
            }
            count = max(count, column)
        }
        for row in rows where row.spansAll { spans[row.cells.lowerBound] = 0..<count }
        return (count, spans)
    }

    private struct Bounds { var min: CGFloat = 0, ideal: CGFloat = 0, max: CGFloat = 0 }

    /// Shares `length` among tracks as a stack does; nil takes each track's ideal.
    private static func distribute(_ bounds: [Bounds], length: CGFloat?, spacing: CGFloat) -> [CGFloat] {
        guard let length else { return bounds.map(\.ideal) }
        var remaining = length - spacing * CGFloat(max(bounds.count - 1, 0))
        var result = [CGFloat](repeating: 0, count: bounds.count)
        var left = bounds.count
        for index in bounds.indices.sorted(by: { bounds[$0].max - bounds[$0].min < bounds[$1].max - bounds[$1].min }) {
            let share = max(remaining, 0) / CGFloat(left)
            result[index] = min(max(share, bounds[index].min), max(bounds[index].max, bounds[index].min))
            remaining -= result[index]; left -= 1
        }
        return result
    }

    private func measure(_ cells: [LayoutNode], _ rows: [Row],
                         _ proposal: ProposedViewSize) -> (widths: [CGFloat], heights: [CGFloat], spans: [Range<Int>]) {
        let (count, spans) = columns(cells, rows)
        var columnBounds = [Bounds](repeating: Bounds(), count: count)
        for (index, child) in cells.enumerated()
        where spans[index].count == 1 && !child.layoutValue(GridCellUnsizedAxesKey.self).contains(.horizontal) {
            let column = spans[index].lowerBound
            columnBounds[column].min = max(columnBounds[column].min, child.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width)
            columnBounds[column].ideal = max(columnBounds[column].ideal, child.sizeThatFits(.unspecified).width)
            columnBounds[column].max = max(columnBounds[column].max,
                                           child.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width)
        }
        let widths = Self.distribute(columnBounds, length: proposal.width, spacing: cellSpacing.width)
        var rowBounds = [Bounds](repeating: Bounds(), count: rows.count)
        for (rowIndex, row) in rows.enumerated() {
            for index in row.cells where !cells[index].layoutValue(GridCellUnsizedAxesKey.self).contains(.vertical) {
                let width = span(widths, spans[index])
                let child = cells[index]
                rowBounds[rowIndex].min = max(rowBounds[rowIndex].min, child.sizeThatFits(ProposedViewSize(width: width, height: 0)).height)
                rowBounds[rowIndex].ideal = max(rowBounds[rowIndex].ideal,
                                                child.sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
                rowBounds[rowIndex].max = max(rowBounds[rowIndex].max,
                                              child.sizeThatFits(ProposedViewSize(width: width, height: .infinity)).height)
            }
        }
        return (widths, Self.distribute(rowBounds, length: proposal.height, spacing: cellSpacing.height), spans)
    }

    private func span(_ widths: [CGFloat], _ columns: Range<Int>) -> CGFloat {
        let columns = columns.clamped(to: 0..<widths.count)
        return widths[columns].reduce(0, +) + cellSpacing.width * CGFloat(max(columns.count - 1, 0))
    }

    /// Each cell's place in the grid, from its top leading corner.
    private func placements(_ cells: [LayoutNode], _ rows: [Row], _ proposal: ProposedViewSize) -> [Placement] {
        let (widths, heights, spans) = measure(cells, rows, proposal)
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: widths.count)
        for (index, child) in cells.enumerated() {
            if let guide = child.layoutValue(GridColumnAlignmentKey.self), spans[index].lowerBound < widths.count {
                columnAlignment[spans[index].lowerBound] = guide
            }
        }
        var result = [Placement?](repeating: nil, count: cells.count)
        var y: CGFloat = 0
        for (rowIndex, row) in rows.enumerated() {
            for index in row.cells {
                let child = cells[index]
                let columns = spans[index].clamped(to: 0..<widths.count)
                let x = span(widths, 0..<columns.lowerBound) + (columns.lowerBound > 0 ? cellSpacing.width : 0)
                let area = CGSize(width: span(widths, columns), height: heights[rowIndex])
                let cellProposal = ProposedViewSize(area)
                let dimensions = child.dimensions(cellProposal)
                var origin: CGPoint
                if let anchor = child.layoutValue(GridCellAnchorKey.self) {
                    origin = CGPoint(x: (area.width - dimensions.width) * anchor.x, y: (area.height - dimensions.height) * anchor.y)
                } else {
                    let horizontal = row.spansAll ? alignment.horizontal : columnAlignment[columns.lowerBound] ?? alignment.horizontal
                    let vertical = row.alignment ?? alignment.vertical
                    let areaDimensions = ViewDimensions(size: area)
                    origin = CGPoint(x: areaDimensions[horizontal] - dimensions[horizontal],
                                     y: areaDimensions[vertical] - dimensions[vertical])
                }
                origin.x += x; origin.y += y
                result[index] = Placement(origin: origin, proposal: cellProposal, size: dimensions.size)
            }
            y += heights[rowIndex] + cellSpacing.height
        }
        return result.map { $0 ?? Placement(origin: .zero, proposal: .zero, size: .zero) }
    }
}
