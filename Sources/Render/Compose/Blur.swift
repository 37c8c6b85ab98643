import LayoutDSL

/// Gaussian blur approximated by three successive box blurs (Kovesi's box widths for a given
/// standard deviation; the result is within about 3% of a true Gaussian), separably: on a
/// layer's premultiplied channels (`Canvas.blur`), or on an alpha plane alone (`AlphaPlane.blur`,
/// a shadow's: a quarter of the work).
extension Canvas {
    mutating func blur(sigma: CGFloat) {
        let (width, height) = (self.width, self.height)
        pixels.withUnsafeMutableBufferPointer { BoxBlur.blur($0, width: width, height: height, sigma: sigma, lanes: SIMD4<UInt32>.self) }
    }
}

/// The box passes, on any pixel whose lanes `BoxBlurLanes` spreads into sixteen running sums.
enum BoxBlur {
    static func blur<Lanes: BoxBlurLanes>(_ pixels: UnsafeMutableBufferPointer<Lanes.Scalar>, width: Int, height: Int, sigma: CGFloat,
                                          lanes: Lanes.Type) {
        guard sigma > 0.1, let base = pixels.baseAddress, width > 0, height > 0,
              var (columns, rows) = ink(base, width: width, height: height) else { return }
        // Each pass spreads the ink by its radius along its axis and leaves the rest transparent
        // (a window of zeros averages to zero): a pass runs over the rows or columns the ink has
        // reached so far. A shadow's plane holds its caster grown by the whole kernel's reach, so
        // the first passes had a quarter of their work in rows and columns still empty.
        for radius in boxRadii(sigma: sigma) where radius > 0 {
            alongRows(base, width: width, height: height, radius: radius, rows: rows, lanes: lanes)
            columns = max(columns.lowerBound - radius, 0)..<min(columns.upperBound + radius, width)
            alongColumns(base, width: width, height: height, radius: radius, columns: columns, rows: rows, lanes: lanes)
            rows = max(rows.lowerBound - radius, 0)..<min(rows.upperBound + radius, height)
        }
    }

    /// The columns and rows holding every pixel that is not zero; nil when none is.
    private static func ink<Scalar: FixedWidthInteger>(_ base: UnsafeMutablePointer<Scalar>, width: Int, height: Int)
        -> (columns: Range<Int>, rows: Range<Int>)? {
        var top = Int.max, bottom = 0, left = Int.max, right = 0
        for y in 0..<height {
            let row = base + y * width
            guard let first = (0..<width).first(where: { row[$0] != 0 }) else { continue }
            let last = (first..<width).last { row[$0] != 0 }!
            top = min(top, y); bottom = y + 1
            left = min(left, first); right = max(right, last + 1)
        }
        return top < bottom ? (left..<right, top..<bottom) : nil
    }

    /// Radii of three boxes whose successive application has standard deviation `sigma`.
    static func boxRadii(sigma: CGFloat) -> [Int] {
        let n: CGFloat = 3
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - n * CGFloat(lower * lower) - 4 * n * CGFloat(lower) - 3 * n) / (-4 * CGFloat(lower) - 4)).rounded()
        return (0..<3).map { CGFloat($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// A window's sums divided by its size, rounded: a multiply by the window's rounded-up
    /// reciprocal, exact for sums below 2³² / window (a sum is at most 255 · window). The
    /// reciprocal fits 32 bits (a window is at least 3 wide), and both factors are widened from
    /// 32-bit lanes where the compiler sees it: one 32 × 32 → 64-bit multiply (SSE2's `pmuludq`)
    /// per lane, where a 64-bit reciprocal took three and their shifts.
    private struct Average {
        let half: SIMD16<UInt32>, reciprocal: SIMD16<UInt32>
        init(window: Int) {
            half = SIMD16(repeating: UInt32(window / 2))
            reciprocal = SIMD16(repeating: UInt32(((1 << 32) + UInt64(window) - 1) / UInt64(window)))
        }
        @inline(__always) func callAsFunction(_ sums: SIMD16<UInt32>) -> SIMD16<UInt32> {
            let product = SIMD16<UInt64>(truncatingIfNeeded: sums &+ half) &* SIMD16<UInt64>(truncatingIfNeeded: reciprocal)
            return SIMD16<UInt32>(truncatingIfNeeded: product &>> 32)
        }
    }

    /// One pass along rows, `Lanes.scalarCount` rows side by side (lane k from row
    /// `first + k`): rows past the last read from a transparent row and write to a spare one,
    /// so every step moves whole vectors. Outputs overwrite pixels still inside later windows,
    /// so each group of rows is gathered first. Gathering and scattering go a square block at a
    /// time, transposed in registers (`Lanes.transpose`): a lane at a time, a 16-row group of an
    /// alpha plane went through the stack one byte per pixel each way.
    private static func alongRows<Lanes: BoxBlurLanes>(_ base: UnsafeMutablePointer<Lanes.Scalar>, width: Int, height: Int, radius: Int,
                                                       rows inked: Range<Int>, lanes: Lanes.Type) {
        let lines = Lanes.scalarCount, average = Average(window: 2 * radius + 1)
        let source = UnsafeMutablePointer<Lanes>.allocate(capacity: width)
        let block = UnsafeMutablePointer<Lanes>.allocate(capacity: 2 * lines), spareBlock = block + lines
        let spare = UnsafeMutablePointer<Lanes.Scalar>.allocate(capacity: 2 * width)
        let rows = UnsafeMutablePointer<(in: UnsafeMutablePointer<Lanes.Scalar>, out: UnsafeMutablePointer<Lanes.Scalar>)>
            .allocate(capacity: lines)
        defer { source.deallocate(); block.deallocate(); spare.deallocate(); rows.deallocate() }
        spare.initialize(repeating: 0, count: width)
        let empty = spare, sink = spare + width, whole = width - width % lines
        for first in Swift.stride(from: inked.lowerBound, to: inked.upperBound, by: lines) {
            for k in 0..<lines {
                rows[k] = first + k < inked.upperBound ? (base + (first + k) * width, base + (first + k) * width) : (empty, sink)
            }
            for x in Swift.stride(from: 0, to: whole, by: lines) {
                for k in 0..<lines { block[k] = UnsafeRawPointer(rows[k].in + x).loadUnaligned(as: Lanes.self) }
                Lanes.transpose(block, spare: spareBlock)
                (source + x).update(from: block, count: lines)
            }
            for x in whole..<width {
                var v = Lanes()
                for k in 0..<lines { v[k] = rows[k].in[x] }
                source[x] = v
            }
            var sums = SIMD16<UInt32>.zero
            for x in 0..<min(radius, width) { sums &+= source[x].planes }
            for x in 0..<width {
                if x + radius < width { sums &+= source[x + radius].planes }
                if x - radius - 1 >= 0 { sums &-= source[x - radius - 1].planes }
                let out = Lanes(averages: average(sums))
                guard x < whole else {
                    for k in 0..<lines { rows[k].out[x] = out[k] }
                    continue
                }
                block[x % lines] = out
                if x % lines == lines - 1 {
                    Lanes.transpose(block, spare: spareBlock)
                    for k in 0..<lines { UnsafeMutableRawPointer(rows[k].out + x + 1 - lines).storeBytes(of: block[k], as: Lanes.self) }
                }
            }
        }
    }

    /// One pass along columns: `Lanes.scalarCount` neighbouring columns per group, a running
    /// sum per group, rows taken in memory order (striding down a column of a 3x frame touched
    /// a cache line per pixel). Row y + radius is read before it is overwritten; row
    /// y - radius - 1 was overwritten already, so the last radius + 1 rows are kept as they
    /// were in a ring (a full copy of the layer was 256 MB for a 64-megapixel one), padded to
    /// whole groups.
    private static func alongColumns<Lanes: BoxBlurLanes>(_ base: UnsafeMutablePointer<Lanes.Scalar>, width: Int, height: Int, radius: Int,
                                                          columns: Range<Int>, rows inked: Range<Int>, lanes: Lanes.Type) {
        let lines = Lanes.scalarCount, average = Average(window: 2 * radius + 1)
        let groups = (width + lines - 1) / lines, padded = groups * lines, ringRows = radius + 1
        // The groups holding the inked columns, and the rows the ink reaches: the rows above
        // `top` are transparent and stay so, and so are those the window leaves behind before it.
        let inkedGroups = columns.lowerBound / lines..<(columns.upperBound + lines - 1) / lines
        let top = max(inked.lowerBound - radius, 0), bottom = min(inked.upperBound + radius, height)
        let kept = UnsafeMutablePointer<Lanes.Scalar>.allocate(capacity: padded * ringRows)
        let sums = UnsafeMutablePointer<SIMD16<UInt32>>.allocate(capacity: groups)
        defer { kept.deallocate(); sums.deallocate() }
        kept.initialize(repeating: 0, count: padded * ringRows)
        sums.initialize(repeating: .zero, count: groups)
        /// A group's pixels of a row, transparent past the row's end.
        @inline(__always) func load(_ row: UnsafeMutablePointer<Lanes.Scalar>, _ group: Int) -> Lanes {
            if group * lines + lines <= width { return UnsafeRawPointer(row + group * lines).loadUnaligned(as: Lanes.self) }
            var v = Lanes()
            for k in 0..<(width - group * lines) { v[k] = row[group * lines + k] }
            return v
        }
        for y in top..<min(top + radius, height) {
            for group in inkedGroups { sums[group] &+= load(base + y * width, group).planes }
        }
        for y in top..<bottom {
            let out = base + y * width, slot = kept + (y % ringRows) * padded
            for group in inkedGroups {
                var s = sums[group]
                if y + radius < height { s &+= load(base + (y + radius) * width, group).planes }
                // The slot holds row y - radius - 1 (zeros before the first): it leaves the
                // window, and row y, about to be overwritten, takes its place.
                let leaving = UnsafeRawPointer(slot + group * lines).loadUnaligned(as: Lanes.self)
                if y - radius - 1 >= 0 { s &-= leaving.planes }
                UnsafeMutableRawPointer(slot + group * lines).storeBytes(of: load(out, group), as: Lanes.self)
                sums[group] = s
                let averages = Lanes(averages: average(s))
                if group * lines + lines <= width {
                    UnsafeMutableRawPointer(out + group * lines).storeBytes(of: averages, as: Lanes.self)
                } else {
                    for k in 0..<(width - group * lines) { out[group * lines + k] = averages[k] }
                }
            }
        }
    }
}

/// The pixels a box pass moves as one vector, one from each of `scalarCount` neighbouring
/// lines, and their channels as sixteen 32-bit running sums (a plane of lanes per channel),
/// as Skia's and pixman's blurs work on several pixels per register.
protocol BoxBlurLanes: SIMD where Scalar: FixedWidthInteger {
    /// The channels as sums' lanes.
    var planes: SIMD16<UInt32> { get }
    /// Sixteen averages (each at most 255) packed back.
    init(averages: SIMD16<UInt32>)
    /// The lanes of `a` and `b` alternating: the low halves' (a₀, b₀, a₁, b₁, …), then the high
    /// halves' (SSE2's `punpckl` and `punpckh`, which the compiler finds in these lane orders).
    static func interleaved(_ a: Self, _ b: Self) -> (low: Self, high: Self)
}

extension BoxBlurLanes {
    /// Transposes the square block of `scalarCount` vectors at `block` (vector k's lane j goes
    /// to vector j's lane k), using `spare` (as many vectors). Interleaving vector i with vector
    /// i + n/2 into vectors 2i and 2i + 1 rotates the bits of an element's (row, column) index
    /// by one, so log₂ n rounds swap row and column: 4 rounds of 16 shuffles for 16 × 16 bytes.
    @inline(__always) static func transpose(_ block: UnsafeMutablePointer<Self>, spare: UnsafeMutablePointer<Self>) {
        let n = scalarCount, half = n / 2
        var from = block, to = spare
        var round = 1
        while round < n {
            for i in 0..<half { (to[2 * i], to[2 * i + 1]) = interleaved(from[i], from[i + half]) }
            swap(&from, &to)
            round *= 2
        }
        if from != block { block.update(from: from, count: n) }
    }
}

/// Four RGBA pixels: a plane of four lanes per channel.
extension SIMD4<UInt32>: BoxBlurLanes {
    @inline(__always) var planes: SIMD16<UInt32> {
        let m = SIMD4<UInt32>(repeating: 0xFF)
        return SIMD16(lowHalf: SIMD8(lowHalf: self & m, highHalf: (self &>> 8) & m),
                      highHalf: SIMD8(lowHalf: (self &>> 16) & m, highHalf: self &>> 24))
    }
    @inline(__always) init(averages v: SIMD16<UInt32>) {
        self = v.lowHalf.lowHalf | v.lowHalf.highHalf &<< 8 | v.highHalf.lowHalf &<< 16 | v.highHalf.highHalf &<< 24
    }
    @inline(__always) static func interleaved(_ a: Self, _ b: Self) -> (low: Self, high: Self) {
        (Self(a[0], b[0], a[1], b[1]), Self(a[2], b[2], a[3], b[3]))
    }
}

/// Sixteen alpha values: one plane.
extension SIMD16<UInt8>: BoxBlurLanes {
    @inline(__always) var planes: SIMD16<UInt32> { SIMD16<UInt32>(truncatingIfNeeded: self) }
    @inline(__always) init(averages v: SIMD16<UInt32>) { self.init(truncatingIfNeeded: v) }
    @inline(__always) static func interleaved(_ a: Self, _ b: Self) -> (low: Self, high: Self) {
        (Self(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3], a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7]),
         Self(a[8], b[8], a[9], b[9], a[10], b[10], a[11], b[11], a[12], b[12], a[13], b[13], a[14], b[14], a[15], b[15]))
    }
}

extension Canvas {
    /// The canvas moved by whole pixels: the same pixels (shared until written), not a new
    /// zero-filled canvas they replace (a transient copy of every layer a shadow moved).
    func translated(dx: Int, dy: Int) -> Canvas {
        Canvas(bounds: PixelRect(x: bounds.x + dx, y: bounds.y + dy, width: width, height: height), pixels: pixels)
    }
}
