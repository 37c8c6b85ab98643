import LayoutDSL

/// The legend of `foregroundStyle(by:)` and `symbol(by:)` values: a swatch and the value for
/// each, in order, wrapping onto further rows when they do not fit (measured on iOS: 8 pt
/// circles, caption2 text in the secondary colour; docs/charts.md §1).
nonisolated struct ChartLegend: View {
    let entries: [ChartModel.LegendEntry]
    let alignment: HorizontalAlignment

    var body: some View {
        LegendFlow(spacing: ChartMetrics.legendEntrySpacing, alignment: alignment) {
            ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in
                HStack(spacing: ChartMetrics.legendSwatchSpacing) {
                    entry.symbol.shape.fill(entry.style)
                        .frame(width: ChartMetrics.legendSwatch, height: ChartMetrics.legendSwatch)
                    Text(verbatim: entry.label)
                        .font(ChartMetrics.labelFont)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// Entries in rows: as many as fit a row, then the next row.
struct LegendFlow: Layout {
    let spacing: CGFloat
    let alignment: HorizontalAlignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let rows = rows(subviews, width: proposal.width ?? .infinity)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.reduce(0) { $0 + $1.height } + CGFloat(max(rows.count - 1, 0)) * spacing / 2
        // The whole width offered, so that rows align within it.
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for row in rows(subviews, width: bounds.width) {
            var x = bounds.minX + (alignment == .center ? (bounds.width - row.width) / 2
                                   : alignment == .trailing ? bounds.width - row.width : 0)
            for (index, size) in row.items {
                subviews[index].place(at: CGPoint(x: x, y: y + (row.height - size.height) / 2), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing / 2
        }
    }

    private struct Row { var items: [(Int, CGSize)] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

    private func rows(_ subviews: Subviews, width: CGFloat) -> [Row] {
        var rows: [Row] = [Row()]
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            if !rows[rows.count - 1].items.isEmpty, rows[rows.count - 1].width + spacing + size.width > width { rows.append(Row()) }
            var row = rows[rows.count - 1]
            row.width += (row.items.isEmpty ? 0 : spacing) + size.width
            row.height = max(row.height, size.height)
            row.items.append((index, size))
            rows[rows.count - 1] = row
        }
        return rows.filter { !$0.items.isEmpty }
    }
}
