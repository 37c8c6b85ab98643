/// Cells in the lines of a lazy grid: the items resolve into tracks across the axis
/// (`GridItem.tracks`), cells fill them line by line, each line as long as its longest cell,
/// `spacing` apart. A cell is proposed its track's length across and nothing along the axis,
/// and sits in its track and line by its item's alignment, else the grid's.
struct GridLines {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat

    func tracks(across length: CGFloat?) -> [GridTrack] { GridItem.tracks(items, length: length ?? 0) }

    func cellProposal(_ track: GridTrack) -> ProposedViewSize { ProposedViewSize(axis, major: nil, minor: track.length) }

    /// The extent along the axis of these cells laid out in lines.
    func length(of cells: NodeList, tracks: [GridTrack]) -> CGFloat {
        guard !tracks.isEmpty, !cells.isEmpty else { return 0 }
        var total: CGFloat = 0, lines = 0
        for start in stride(from: 0, to: cells.count, by: tracks.count) {
            total += cells[start..<min(start + tracks.count, cells.count)].enumerated()
                .map { $1.sizeThatFits(cellProposal(tracks[$0]))[axis] }.max() ?? 0
            lines += 1
        }
        return total + spacing * CGFloat(lines - 1)
    }

    /// Places `cells` (each with its index in the whole grid) from `cursor` along the axis.
    func place(_ cells: [(index: Int, node: LayoutNode)], tracks: [GridTrack], from start: CGFloat) -> [Placement] {
        guard !tracks.isEmpty else { return [] }
        var cursor = start
        var result: [Placement] = []
        var first = 0
        while first < cells.count {
            let line = cells[first..<min(first + tracks.count, cells.count)]
            let sizes = line.map { $0.node.sizeThatFits(cellProposal(tracks[$0.index % tracks.count])) }
            let length = sizes.map { $0[axis] }.max() ?? 0
            for (entry, childSize) in zip(line, sizes) {
                let track = tracks[entry.index % tracks.count]
                let cellAlignment = track.alignment ?? alignment
                let area = ViewDimensions(size: CGSize(axis, major: length, minor: track.length))
                let childProposal = cellProposal(track)
                let dimensions = entry.node.dimensions(childProposal)
                var origin = CGPoint(x: area[cellAlignment.horizontal.key] - dimensions[cellAlignment.horizontal.key],
                                     y: area[cellAlignment.vertical.key] - dimensions[cellAlignment.vertical.key])
                origin[axis] += cursor
                origin[axis.other] += track.offset
                result.append(Placement(origin: origin, proposal: childProposal, size: childSize))
            }
            cursor += length + spacing
            first += tracks.count
        }
        return result
    }
}

/// A section's content in a lazy grid: its views in the grid's lines, built with the section.
struct GridLinesBehavior: NodeBehavior {
    let lines: GridLines
    var name: String { "GridLines" }
    var isContainer: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let tracks = lines.tracks(across: proposal[lines.axis.other])
        let extent = tracks.last.map { $0.offset + $0.length } ?? 0
        return CGSize(lines.axis, major: lines.length(of: node.subviews, tracks: tracks), minor: proposal[lines.axis.other] ?? extent)
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        Placements(lines.place(node.subviews.enumerated().map { ($0, $1) }, tracks: lines.tracks(across: size[lines.axis.other]), from: 0))
    }
}
