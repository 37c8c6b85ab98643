import LayoutDSL

/// Exact-area coverage of polygons, accumulated as signed areas per pixel cell and summed
/// along each row, the technique font-rs made popular (and Skia's analytic AA and Blend2D
/// compute the same quantity): every line segment adds, to each cell it crosses, the area
/// between it and the cell's right edge. A row's running sum is the winding number integrated
/// over the pixel, so an edge that half-covers a pixel gives exactly 50%, and pixel-aligned
/// edges give no soft edge at all.
///
/// The cells are the thread's reused buffer (`RasterCells`), so a rasterizer cannot be copied;
/// `takeRow` zeroes what it reads, and the rasterizer gives the cells back when it ends.
struct Rasterizer: ~Copyable {
    enum FillRule { case nonZero, evenOdd }

    let bounds: PixelRect
    /// (width + 2) cells per row: the two extra absorb contributions at and past the right edge.
    private let storage: RasterCells
    private let cells: UnsafeMutablePointer<Float>
    private let stride: Int
    /// The cells each row's edges touched (first, one past the last): outside them a row's
    /// running sum is constant, so `takeRow` converts sums to coverage only inside them and fills
    /// the rest (a shape's interior, or nothing) as runs, as span-based scan converters do.
    /// (Read by tests: what an edge touched is the work it cost.)
    let touched: UnsafeMutablePointer<(first: Int32, end: Int32)>
    /// Which blocks of `blockSize` cells each row's edges touched (bit k: cells k · blockSize
    /// and on): between a wide shape's left and right edges `takeRow` steps over the untouched
    /// blocks without reading their cells (all zero), as span-based scan converters step from
    /// edge to edge. A 3x frame's background read 12 MB of zero cells a frame without them.
    private let blocks: UnsafeMutablePointer<UInt64>
    private let blockSize: Int

    init(bounds: PixelRect) {
        self.bounds = bounds
        stride = bounds.width + 2
        storage = RasterCells.lease(stride * bounds.height)
        cells = storage.base
        // Owned buffers rather than arrays: every edge and every row read and wrote them, and an
        // array in a struct paid a retain, a release and a uniqueness check each time.
        touched = .allocate(capacity: bounds.height)
        touched.initialize(repeating: (Int32.max, 0), count: bounds.height)
        blocks = .allocate(capacity: bounds.height)
        blocks.initialize(repeating: 0, count: bounds.height)
        // At least 16 cells a block, so a small shape's mask is not cut into single cells.
        blockSize = max(16, (stride + 63) / 64)
    }

    /// Zeroes the cells of the rows `takeRow` has not taken and gives them back.
    deinit {
        for row in 0..<bounds.height where touched[row].first < touched[row].end {
            let first = Int(touched[row].first)
            (cells + row * stride + first).update(repeating: 0, count: Int(touched[row].end) - first)
        }
        storage.release()
        touched.deallocate()
        blocks.deallocate()
    }

    /// Adds a closed polygon given in canvas pixel coordinates.
    mutating func addPolygon(_ points: [CGPoint]) {
        guard points.count > 1 else { return }
        var previous = points[points.count - 1]
        for point in points {
            addLine(previous, point)
            previous = point
        }
    }

    /// Adds one edge. The part left of the bounds counts as a vertical edge on the left border
    /// (it still covers everything to its right); the part right of the bounds adds nothing visible,
    /// and is left out.
    mutating func addLine(_ a: CGPoint, _ b: CGPoint) {
        let ox = CGFloat(bounds.x), oy = CGFloat(bounds.y)
        addCellLine(CGPoint(x: a.x - ox, y: a.y - oy), CGPoint(x: b.x - ox, y: b.y - oy))
    }

    /// An edge in cell coordinates (the bounds' corner at 0, 0), cut to the rows it crosses and split where it crosses x = 0
    /// and x = width, so that clamping the outside parts keeps the inside exact. The splits are
    /// taken in order along the edge: a right-to-left edge crossing both borders meets x = width
    /// first. All of it in double precision, converted to `Float` only once inside: a vertex
    /// 1e300 away is infinite as a `Float`, and the edge would be lost with everything it covers
    /// (a fill whose vertices all lie that far, `FuzzRegressionTests.fillFromFarAway`).
    mutating func addCellLine(_ a: CGPoint, _ b: CGPoint) {
        let height = CGFloat(bounds.height), width = CGFloat(bounds.width)
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite,
              max(a.y, b.y) > 0, min(a.y, b.y) < height else { return }
        // Rows outside the canvas gather nothing.
        func at(y: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * ((y - a.y) / (b.y - a.y)), y: y) }
        let p0 = a.y < 0 || a.y > height ? at(y: min(max(a.y, 0), height)) : a
        let p1 = b.y < 0 || b.y > height ? at(y: min(max(b.y, 0), height)) : b
        func cell(_ p: CGPoint) -> (x: Float, y: Float) { (Float(min(max(p.x, 0), width)), Float(p.y)) }
        /// A piece on or past the right border changes no pixel (a row's sum runs left to right
        /// and `takeRow` stops at `width`), so it is not accumulated: a stroke 4e9 points wide
        /// put 80,000 such pieces across 21,000 rows, 1.2e9 row steps (seed 21 tree 13241, 12.5 s).
        func piece(_ from: CGPoint, _ to: CGPoint) {
            if min(from.x, to.x) < width { accumulate(cell(from), cell(to)) }
        }
        var start = p0
        /// The piece up to where the edge crosses the border at `edge`, if it does. (Taken in
        /// order by two calls: an array literal of the borders was an allocation per edge.)
        func split(at edge: CGFloat) {
            guard (p0.x < edge) != (p1.x < edge), p0.x != edge, p1.x != edge else { return }
            let point = CGPoint(x: edge, y: p0.y + (p1.y - p0.y) * ((edge - p0.x) / (p1.x - p0.x)))
            piece(start, point)
            start = point
        }
        if p0.x < p1.x { split(at: 0); split(at: width) } else { split(at: width); split(at: 0) }
        piece(start, p1)
    }

    /// One piece of an edge inside the cells: 0 ≤ x ≤ width, 0 ≤ y ≤ height (`addCellLine`).
    private mutating func accumulate(_ a: (x: Float, y: Float), _ b: (x: Float, y: Float)) {
        guard a.y != b.y else { return }
        let direction: Float = a.y < b.y ? 1 : -1
        let top = a.y < b.y ? a : b, bottom = a.y < b.y ? b : a
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        // Where the edge crosses a row boundary stays inside the cells: an edge a fraction of a
        // row tall has a slope in the thousands, and the Float rounding of a row's part of it
        // moved an edge ending on x = 0 a hair to its left, into the cell before the row's first
        // (seed 15 tree 2131 wrote before the buffer and corrupted the heap). Within the cells an
        // overshoot is harmless, and left as it was, so the bytes drawn do not change.
        let lowest: Float = 0, highest = Float(bounds.width)
        var x = top.x
        let firstRow = Int(top.y.rounded(.down))
        let lastRow = min(Int(bottom.y.rounded(.up)), bounds.height)
        let stride = self.stride, cells = self.cells, blockSize = self.blockSize, touched = self.touched, blocks = self.blocks
        for row in firstRow..<lastRow {
            let line = row * stride
            let dy = min(Float(row + 1), bottom.y) - max(Float(row), top.y)
            let xNext = min(max(x + dxdy * dy, lowest), highest)
            let d = dy * direction
            let (x0, x1) = x < xNext ? (x, xNext) : (xNext, x)
            // Floor and ceiling by truncation (x0 and x1 lie in 0...width): `rounded` is a libm
            // call on x86-64 without SSE4.1's `roundss`, two calls per edge and row.
            let i0 = Int(x0), whole1 = Int(x1)
            let i1 = Float(whole1) < x1 ? whole1 + 1 : whole1
            let x0Floor = Float(i0), x1Ceil = Float(i1)
            touched[row] = (min(touched[row].first, Int32(i0)), max(touched[row].end, Int32(max(i1, i0 + 1) + 1)))
            let firstBlock = i0 / blockSize, lastBlock = max(i1, i0 + 1) / blockSize
            blocks[row] |= (UInt64.max >> (63 - (lastBlock - firstBlock))) << firstBlock
            if i1 <= i0 + 1 {
                // Within one cell: area right of the segment's midpoint.
                let middle = (x + xNext) / 2 - x0Floor
                cells[line + i0] += d - d * middle
                cells[line + i0 + 1] += d * middle
            } else {
                let s = 1 / (x1 - x0)
                let x0f = x0 - x0Floor
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = x1 - x1Ceil + 1
                let am = 0.5 * s * x1f * x1f
                cells[line + i0] += d * a0
                if i1 == i0 + 2 {
                    cells[line + i0 + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    cells[line + i0 + 1] += d * (a1 - a0)
                    var i = i0 + 2
                    while i < i1 - 1 { cells[line + i] += d * s; i += 1 }
                    let a2 = a1 + Float(i1 - i0 - 3) * s
                    cells[line + i1 - 1] += d * (1 - a2 - am)
                }
                cells[line + i1] += d * am
            }
            x = xNext
        }
    }

    /// Coverage per pixel: |winding| clamped to 1 for non-zero; a triangle wave of period 2 for
    /// even-odd (so two overlapping contours cancel, and partial pixels stay exact); without
    /// antialiasing, each pixel either in (half covered or more) or out.
    ///
    /// Row `row`'s coverage written into `out`, `bounds.width` bytes; false, with
    /// nothing written, when no edge touched the row (all of it is zero). The row's cells are
    /// zeroed as they are read, so each row is taken at most once: a fill takes its rows one by
    /// one into a buffer that stays in cache, and never holds the whole mask (a 64-megapixel
    /// shape's mask was 64 MB written, then read back, for each fill).
    mutating func takeRow(_ row: Int, _ rule: FillRule, antialiased: Bool, into out: UnsafeMutablePointer<UInt8>) -> Bool {
        let width = bounds.width, blockSize = self.blockSize
        let line = cells + row * stride
        let (touchedFirst, touchedEnd) = (Int(touched[row].first), Int(touched[row].end))
        let rowBlocks = blocks[row]
        touched[row] = (Int32.max, 0)
        blocks[row] = 0
        let first = max(touchedFirst, 0), end = min(touchedEnd, width)
        // Cells past the right edge are never read: zeroed here.
        if touchedEnd > max(end, first) {
            let from = max(end, first)
            (line + from).update(repeating: 0, count: touchedEnd - from)
        }
        guard first < end else { return false }
        out.update(repeating: 0, count: first)
        var sum: Float = 0, byte: UInt8 = 0
        var x = first
        while x < end {
            let block = x / blockSize
            let untouched = rowBlocks >> block
            if untouched & 1 == 0 {
                // To the next block an edge touched: every cell zero, the byte constant.
                let next = untouched == 0 ? end : min(end, (block + untouched.trailingZeroBitCount) * blockSize)
                (out + x).update(repeating: byte, count: next - x)
                x = next
                continue
            }
            let blockEnd = min((block + 1) * blockSize, end)
            while x < blockEnd {
                // Inside a block most cells may still be empty: four at a time are
                // skipped, the byte stored over them as a run.
                if x + 4 <= blockEnd, UnsafeRawPointer(line + x).loadUnaligned(as: SIMD2<UInt64>.self) == .zero {
                    var next = x + 4
                    while next + 4 <= blockEnd, UnsafeRawPointer(line + next).loadUnaligned(as: SIMD2<UInt64>.self) == .zero { next += 4 }
                    (out + x).update(repeating: byte, count: next - x)
                    x = next
                    continue
                }
                let cell = line[x]
                line[x] = 0
                if cell != 0 {
                    sum += cell
                    byte = Rasterizer.coverage(sum, rule, antialiased: antialiased)
                }
                out[x] = byte
                x += 1
            }
        }
        (out + end).update(repeating: byte, count: width - end)
        return true
    }

    @inline(__always)
    private static func coverage(_ sum: Float, _ rule: FillRule, antialiased: Bool) -> UInt8 {
        var coverage = abs(sum)
        if rule == .evenOdd {
            coverage = coverage.truncatingRemainder(dividingBy: 2)
            if coverage > 1 { coverage = 2 - coverage }
        } else if coverage > 1 {
            coverage = 1
        }
        let byte = UInt8(coverage * 255 + 0.5)
        return antialiased ? byte : byte >= 128 ? 255 : 0
    }
}
