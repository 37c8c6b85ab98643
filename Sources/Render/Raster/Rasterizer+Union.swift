import LayoutDSL

extension Rasterizer {
    /// Adds the region where the polygons' winding is inside by `rule` as the exact area of that
    /// region, however the polygons overlap. `addPolygon` accumulates each edge's signed area, so
    /// a pixel's sum is the winding number integrated over it: where two pieces of a stroke
    /// overlap inside a partly covered pixel the sum counts the shared part twice (a 2.5 px
    /// round-joined circle stroke had 697.7 px of ink against an exact 628.3). Here
    /// each pixel row is cut into bands at every edge end and every crossing of two edges;
    /// inside a band no edges cross, so walking them left to right finds exactly where the
    /// winding enters and leaves the region, and only those boundary pieces are accumulated:
    /// the running sum is then the region's exact area in each pixel. cairo's and tiny-skia's
    /// scan converters resolve the winding the same way, on sampled sub-rows rather than exactly.
    mutating func addRegion(_ polygons: [[CGPoint]], rule: FillRule) {
        let ox = Double(bounds.x), oy = Double(bounds.y), width = Double(bounds.width), height = Double(bounds.height)
        var edges: [RegionEdge] = []
        for polygon in polygons where polygon.count > 1 {
            var previous = polygon[polygon.count - 1]
            for point in polygon {
                defer { previous = point }
                let a = (x: Double(previous.x) - ox, y: Double(previous.y) - oy), b = (x: Double(point.x) - ox, y: Double(point.y) - oy)
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                let down = a.y < b.y
                let top = down ? a : b, bottom = down ? b : a
                // An edge wholly right of the raster changes the winding only further right, where
                // nothing is drawn: it is left out of the sort and of every row's bands (a stroke
                // running off the right side of the canvas).
                guard bottom.y > 0, top.y < height, min(top.x, bottom.x) < width else { continue }
                edges.append(RegionEdge(x0: top.x, y0: top.y, y1: bottom.y, dxdy: (bottom.x - top.x) / (bottom.y - top.y),
                                        winding: down ? 1 : -1))
            }
        }
        guard !edges.isEmpty else { return }
        edges.sort { $0.y0 < $1.y0 }
        var crowded = accumulateCrowdedRows(edges)[...]
        var next = 0
        var active: [RegionEdge] = [], cuts: [Double] = [], spans: [(lo: Double, hi: Double, index: Int)] = []
        var band: [(x: Double, index: Int)] = []
        var pending: [(from: Double, to: Double, role: Int8)] = []
        // Edges start above the bottom (`top.y < height`) but may start far above the top
        // (−1e300 after a huge offset): clamped before the conversion to a row.
        var row = Int(max(edges[0].y0, 0).rounded(.down))
        while row < bounds.height {
            // Rows taken with their crowded run are passed over, and the active edges with them.
            while let run = crowded.first, run.upperBound <= row { crowded.removeFirst() }
            if let run = crowded.first, run.contains(row) { row = run.upperBound; continue }
            let top = Double(row), bottom = top + 1
            active.removeAll { $0.y1 <= top }
            while next < edges.count, edges[next].y0 < bottom {
                if edges[next].y1 > top { active.append(edges[next]) }
                next += 1
            }
            if active.isEmpty {
                guard next < edges.count else { return }
                row = max(Int(max(edges[next].y0, 0).rounded(.down)), row + 1)
                continue
            }
            cuts.removeAll(keepingCapacity: true)
            cuts.append(top); cuts.append(bottom)
            spans.removeAll(keepingCapacity: true)
            for (index, e) in active.enumerated() {
                if e.y0 > top { cuts.append(e.y0) }
                if e.y1 < bottom { cuts.append(e.y1) }
                let xa = e.x(at: max(top, e.y0)), xb = e.x(at: min(bottom, e.y1))
                spans.append((min(xa, xb), max(xa, xb), index))
            }
            // Crossings, among edges whose horizontal extents in this row overlap.
            spans.sort { $0.lo < $1.lo }
            crossings: for i in spans.indices {
                let a = active[spans[i].index]
                var j = i + 1
                while j < spans.count, spans[j].lo <= spans[i].hi {
                    // Past `maximumBands` cuts (hundreds of overlapping dashes crossing in one
                    // row) exact bands cost the cube of the edges: the row is cut into
                    // `sampledBands` even bands instead, each resolved at its middle.
                    if cuts.count > Self.maximumBands {
                        cuts.removeAll(keepingCapacity: true)
                        cuts.append(contentsOf: (0...Self.sampledBands).map { top + Double($0) / Double(Self.sampledBands) })
                        break crossings
                    }
                    let b = active[spans[j].index]
                    j += 1
                    let ya = max(top, a.y0, b.y0), yb = min(bottom, a.y1, b.y1)
                    guard ya < yb else { continue }
                    let da = a.x(at: ya) - b.x(at: ya), db = a.x(at: yb) - b.x(at: yb)
                    if (da < 0 && db > 0) || (da > 0 && db < 0) { cuts.append(ya + (yb - ya) * da / (da - db)) }
                }
            }
            cuts.sort()
            // Each boundary piece is accumulated once over the consecutive bands where its edge
            // keeps the same role (straight edges, so merging is exact), not once per band.
            pending.removeAll(keepingCapacity: true)
            pending.append(contentsOf: repeatElement((from: 0, to: 0, role: 0), count: active.count))
            var ya = cuts[0]
            for yb in cuts.dropFirst() where yb - ya > 1e-9 {
                defer { ya = yb }
                let middle = (ya + yb) / 2
                band.removeAll(keepingCapacity: true)
                for span in spans where active[span.index].y0 < middle && active[span.index].y1 > middle {
                    band.append((x: active[span.index].x(at: middle), index: span.index))
                }
                // In the order of the spans, which is nearly the order in x: the standard library's
                // sort (stable, run-detecting) is then close to linear, and n log n when many cross.
                band.sort { $0.x < $1.x }
                var winding: Int32 = 0
                for (_, index) in band {
                    let wasInside = rule.contains(winding)
                    winding += active[index].winding
                    let isInside = rule.contains(winding)
                    // Entering: a downward edge adds coverage to its right; leaving: an upward one removes it.
                    let role: Int8 = isInside == wasInside ? 0 : isInside ? 1 : -1
                    if role != 0, pending[index].role == role, pending[index].to == ya {
                        pending[index].to = yb
                        continue
                    }
                    flush(active[index], pending[index])
                    pending[index] = (ya, yb, role)
                }
            }
            for (index, piece) in pending.enumerated() { flush(active[index], piece) }
            row += 1
        }
    }
}

extension Rasterizer {
    /// Rows crossed by more than `maximumActiveEdges` edges (tens of thousands of pieces of a
    /// stroke 1e300 wide, every one crossing every row: seed 13 trees 2290, 3803, 9511, 11282
    /// took minutes) have their pieces accumulated as they are, in time linear in the edges: the
    /// union's interior is still full, and only pixels where pieces overlap inside an edge count
    /// the shared part twice (clamped to full), as before `addRegion` existed. Each run of such
    /// rows takes each edge once, cut to the run (an edge a row at a time cost a call per row
    /// and edge: seed 16 trees 34824, 38823, 17-24 CPU s). Returns the runs, top to bottom.
    private mutating func accumulateCrowdedRows(_ edges: [RegionEdge]) -> [Range<Int>] {
        // No row is crowded unless the shape has that many edges (every ordinary stroke).
        guard edges.count > Self.maximumActiveEdges else { return [] }
        let height = bounds.height
        // Edges crossing each row: +1 on an edge's first row, −1 past its last.
        var crossing = [Int](repeating: 0, count: height + 1)
        func rows(_ e: RegionEdge) -> Range<Int> {
            let first = Int(max(e.y0, 0).rounded(.down)), end = Int(min(e.y1, Double(height)).rounded(.up))
            return first..<max(first, end)
        }
        for e in edges {
            let r = rows(e)
            crossing[r.lowerBound] += 1
            crossing[r.upperBound] -= 1
        }
        var runs: [Range<Int>] = [], count = 0, start: Int?
        for row in 0...height {
            if row < height { count += crossing[row] }
            let isCrowded = row < height && count > Self.maximumActiveEdges
            if isCrowded, start == nil { start = row }
            if !isCrowded, let first = start { runs.append(first..<row); start = nil }
        }
        for run in runs {
            let top = Double(run.lowerBound), bottom = Double(run.upperBound)
            for e in edges where e.y0 < bottom && e.y1 > top {
                let from = max(top, e.y0), to = min(bottom, e.y1)
                let upper = CGPoint(x: e.x(at: from), y: from), lower = CGPoint(x: e.x(at: to), y: to)
                if e.winding > 0 { addCellLine(upper, lower) } else { addCellLine(lower, upper) }
            }
        }
        return runs
    }

    /// Cuts in a pixel row past which the row is sampled in even bands rather than cut at every
    /// crossing (seed 10 tree 782 and seed 12 tree 3776: dashed strokes whose dashes overlap).
    static let maximumBands = 256
    /// Bands of a sampled row: a sixteenth of a pixel, as fine as cairo's and tiny-skia's
    /// sampled scan converters (which use 4 to 16 sub-rows).
    static let sampledBands = 16
    /// Edges crossing one pixel row past which the row's pieces are accumulated without the
    /// union (a round-joined stroke crosses a row with a few edges per piece it meets; hundreds
    /// come only from strokes far wider than the canvas or from heaps of overlapping dashes).
    static let maximumActiveEdges = 512

    /// Accumulates the part of `edge` between two heights as a boundary entering (role 1) or leaving (−1) the region.
    private mutating func flush(_ edge: RegionEdge, _ piece: (from: Double, to: Double, role: Int8)) {
        // Sampled bands may begin before the edge or end after it: only the edge's own part counts.
        let from = max(piece.from, edge.y0), to = min(piece.to, edge.y1)
        guard piece.role != 0, from < to else { return }
        // In double precision until the edge is cut to the cells: an end 1e300 away is infinite as a `Float`.
        let upper = CGPoint(x: edge.x(at: from), y: from), lower = CGPoint(x: edge.x(at: to), y: to)
        if piece.role > 0 { addCellLine(upper, lower) } else { addCellLine(lower, upper) }
    }
}

/// A polygon edge from its top (x0, y0) down to y1, with the winding it adds when crossed left to right.
private struct RegionEdge {
    var x0: Double, y0: Double, y1: Double, dxdy: Double
    var winding: Int32
    @inline(__always) func x(at y: Double) -> Double { x0 + (y - y0) * dxdy }
}

private extension Rasterizer.FillRule {
    func contains(_ winding: Int32) -> Bool { self == .nonZero ? winding != 0 : winding & 1 != 0 }
}
