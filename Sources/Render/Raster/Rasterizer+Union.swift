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
    ///
    /// In steps: the polygons' edges (`RegionEdge.edges`), then row by row the edges crossing it
    /// (`RegionSweep.advance`), its bands (`RegionSweep.cut`) and the boundary pieces found in them
    /// (`accumulateBands`).
    mutating func addRegion(_ polygons: [[CGPoint]], rule: FillRule) {
        let edges = RegionEdge.edges(of: polygons, in: bounds)
        guard !edges.isEmpty else { return }
        var crowded = accumulateCrowdedRows(edges)[...]
        var sweep = RegionSweep()
        var next = 0
        // Edges start above the bottom but may start far above the top (−1e300 after a huge
        // offset): clamped before the conversion to a row.
        var row = Int(max(edges[0].y0, 0).rounded(.down))
        while row < bounds.height {
            // Rows taken with their crowded run are passed over, and the active edges with them.
            while let run = crowded.first, run.upperBound <= row { crowded.removeFirst() }
            if let run = crowded.first, run.contains(row) { row = run.upperBound; continue }
            let top = Double(row)
            sweep.advance(to: top, edges: edges, next: &next)
            if sweep.active.isEmpty {
                guard next < edges.count else { return }
                row = max(Int(max(edges[next].y0, 0).rounded(.down)), row + 1)
                continue
            }
            sweep.cut(top: top)
            accumulateBands(&sweep, rule: rule)
            row += 1
        }
    }

    /// Walks the row's bands left to right and accumulates where the winding enters and leaves
    /// the region. Each boundary piece is accumulated once over the consecutive bands where its
    /// edge keeps the same role (straight edges, so merging is exact), not once per band.
    @inline(__always) private mutating func accumulateBands(_ sweep: inout RegionSweep, rule: FillRule) {
        sweep.pending.removeAll(keepingCapacity: true)
        sweep.pending.append(contentsOf: repeatElement((from: 0, to: 0, role: 0), count: sweep.active.count))
        var ya = sweep.cuts[0]
        for yb in sweep.cuts.dropFirst() where yb - ya > 1e-9 {
            defer { ya = yb }
            let middle = (ya + yb) / 2
            sweep.band.removeAll(keepingCapacity: true)
            for span in sweep.spans where sweep.active[span.index].y0 < middle && sweep.active[span.index].y1 > middle {
                sweep.band.append((x: sweep.active[span.index].x(at: middle), index: span.index))
            }
            // In the order of the spans, which is nearly the order in x: the standard library's
            // sort (stable, run-detecting) is then close to linear, and n log n when many cross.
            sweep.band.sort { $0.x < $1.x }
            var winding: Int32 = 0
            for (_, index) in sweep.band {
                let wasInside = rule.contains(winding)
                winding += sweep.active[index].winding
                let isInside = rule.contains(winding)
                // Entering: a downward edge adds coverage to its right; leaving: an upward one removes it.
                let role: Int8 = isInside == wasInside ? 0 : isInside ? 1 : -1
                if role != 0, sweep.pending[index].role == role, sweep.pending[index].to == ya {
                    sweep.pending[index].to = yb
                    continue
                }
                flush(sweep.active[index], sweep.pending[index])
                sweep.pending[index] = (ya, yb, role)
            }
        }
        for (index, piece) in sweep.pending.enumerated() { flush(sweep.active[index], piece) }
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

    /// The polygons' edges in the raster's coordinates, top to bottom by their tops: horizontal
    /// and non-finite edges left out, and those that cannot change a drawn pixel.
    @inline(__always) static func edges(of polygons: [[CGPoint]], in bounds: PixelRect) -> [RegionEdge] {
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
        edges.sort { $0.y0 < $1.y0 }
        return edges
    }
}

/// The state of `addRegion`'s sweep down the raster: the edges crossing the current pixel row and
/// the row's scratch buffers, kept across rows so their storage is reused.
private struct RegionSweep {
    var active: [RegionEdge] = []
    /// Heights where the row is cut into bands: its top and bottom, edge ends and crossings.
    var cuts: [Double] = []
    /// Each active edge's horizontal extent in the row, by its left end.
    var spans: [(lo: Double, hi: Double, index: Int)] = []
    /// The edges crossing the middle of one band, by x.
    var band: [(x: Double, index: Int)] = []
    /// Each active edge's boundary piece not yet accumulated.
    var pending: [(from: Double, to: Double, role: Int8)] = []

    /// Drops the edges that ended above the row at `top` and takes those that start in it.
    @inline(__always) mutating func advance(to top: Double, edges: [RegionEdge], next: inout Int) {
        let bottom = top + 1
        active.removeAll { $0.y1 <= top }
        while next < edges.count, edges[next].y0 < bottom {
            if edges[next].y1 > top { active.append(edges[next]) }
            next += 1
        }
    }

    /// Cuts the row at every edge end and every crossing of two edges, so that no edges cross
    /// inside a band; past `Rasterizer.maximumBands` cuts, into even bands instead.
    @inline(__always) mutating func cut(top: Double) {
        let bottom = top + 1
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
                if cuts.count > Rasterizer.maximumBands {
                    cuts.removeAll(keepingCapacity: true)
                    cuts.append(contentsOf: (0...Rasterizer.sampledBands).map { top + Double($0) / Double(Rasterizer.sampledBands) })
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
    }
}

private extension Rasterizer.FillRule {
    func contains(_ winding: Int32) -> Bool { self == .nonZero ? winding != 0 : winding & 1 != 0 }
}
