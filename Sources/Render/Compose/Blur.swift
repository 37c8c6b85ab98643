import LayoutDSL

/// Gaussian blur approximated by three successive box blurs (Kovesi's box widths for a given
/// standard deviation; the result is within about 3% of a true Gaussian), on premultiplied
/// channels, separably.
extension Canvas {
    mutating func blur(sigma: CGFloat) {
        guard sigma > 0.1 else { return }
        for radius in Canvas.boxRadii(sigma: sigma) {
            boxBlur(radius: radius, horizontal: true)
            boxBlur(radius: radius, horizontal: false)
        }
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

    /// One box pass along rows or columns, four lines at a time: four rows side by side for
    /// the pass along rows, four neighbouring columns for the pass along columns (summed a row at
    /// a time, reading memory in order: striding down a column of a 3x frame touched a cache
    /// line per pixel). The window's sums travel as one `SIMD16`, a plane of
    /// four lanes per channel, as Skia's and pixman's blurs work on several pixels per register.
    /// The division by the window is a multiply by its rounded-up reciprocal, exact for sums
    /// below 2³² / window (a sum is at most 255 · window).
    private mutating func boxBlur(radius: Int, horizontal: Bool) {
        guard radius > 0, !pixels.isEmpty else { return }
        let width = self.width, height = self.height
        let window = 2 * radius + 1
        let half = SIMD16<UInt32>(repeating: UInt32(window / 2))
        let reciprocal = SIMD16<UInt64>(repeating: ((1 << 32) + UInt64(window) - 1) / UInt64(window))
        @inline(__always) func planes(_ p: SIMD4<UInt32>) -> SIMD16<UInt32> {
            let m = SIMD4<UInt32>(repeating: 0xFF)
            return SIMD16(lowHalf: SIMD8(lowHalf: p & m, highHalf: (p &>> 8) & m), highHalf: SIMD8(lowHalf: (p &>> 16) & m, highHalf: p &>> 24))
        }
        @inline(__always) func average(_ sums: SIMD16<UInt32>) -> SIMD4<UInt32> {
            let v = SIMD16<UInt32>(truncatingIfNeeded: (SIMD16<UInt64>(truncatingIfNeeded: sums &+ half) &* reciprocal) &>> 32)
            return v.lowHalf.lowHalf | v.lowHalf.highHalf &<< 8 | v.highHalf.lowHalf &<< 16 | v.highHalf.highHalf &<< 24
        }
        // Outputs overwrite pixels still inside later windows: each pass keeps the inputs it still needs.
        if horizontal {
            // Four rows side by side, lane k from row `first + k`: rows past the last read from a
            // transparent row and write to a spare one, so every step moves whole vectors.
            var source = [SIMD4<UInt32>](repeating: .zero, count: width)
            var spare = [UInt32](repeating: 0, count: 2 * width)
            pixels.withUnsafeMutableBufferPointer { pixels in
                source.withUnsafeMutableBufferPointer { source in
                    spare.withUnsafeMutableBufferPointer { spare in
                        let base = pixels.baseAddress!, empty = spare.baseAddress!, sink = spare.baseAddress! + width
                        for first in Swift.stride(from: 0, to: height, by: 4) {
                            func row(_ k: Int) -> (in: UnsafeMutablePointer<UInt32>, out: UnsafeMutablePointer<UInt32>) {
                                first + k < height ? (base + (first + k) * width, base + (first + k) * width) : (empty, sink)
                            }
                            let (r0, r1, r2, r3) = (row(0), row(1), row(2), row(3))
                            for x in 0..<width { source[x] = SIMD4(r0.in[x], r1.in[x], r2.in[x], r3.in[x]) }
                            var sums = SIMD16<UInt32>.zero
                            for x in 0..<min(radius, width) { sums &+= planes(source[x]) }
                            for x in 0..<width {
                                if x + radius < width { sums &+= planes(source[x + radius]) }
                                if x - radius - 1 >= 0 { sums &-= planes(source[x - radius - 1]) }
                                let out = average(sums)
                                r0.out[x] = out.x; r1.out[x] = out.y; r2.out[x] = out.z; r3.out[x] = out.w
                            }
                        }
                    }
                }
            }
            return
        }
        // Four neighbouring columns per group, a running sum per group, rows taken in memory
        // order. Row y + radius is read before it is overwritten; row y - radius - 1 was
        // overwritten already, so the last radius + 1 rows are kept as they were in a ring
        // (a full copy of the layer was 256 MB for a 64-megapixel one), padded to whole groups.
        let groups = (width + 3) / 4, padded = groups * 4, ringRows = radius + 1
        var ring = [UInt32](repeating: 0, count: padded * ringRows)
        var sums = [SIMD16<UInt32>](repeating: .zero, count: groups)
        pixels.withUnsafeMutableBufferPointer { pixels in
            ring.withUnsafeMutableBufferPointer { ring in
                sums.withUnsafeMutableBufferPointer { sums in
                    let base = pixels.baseAddress!, kept = ring.baseAddress!
                    /// Four pixels of a row from `group * 4` on, transparent past the row's end.
                    func load(_ row: UnsafeMutablePointer<UInt32>, _ group: Int) -> SIMD4<UInt32> {
                        if group * 4 + 4 <= width { return UnsafeRawPointer(row + group * 4).loadUnaligned(as: SIMD4<UInt32>.self) }
                        var v = SIMD4<UInt32>.zero
                        for k in 0..<(width - group * 4) { v[k] = row[group * 4 + k] }
                        return v
                    }
                    for y in 0..<min(radius, height) {
                        for group in 0..<groups { sums[group] &+= planes(load(base + y * width, group)) }
                    }
                    for y in 0..<height {
                        let out = base + y * width, slot = kept + (y % ringRows) * padded
                        for group in 0..<groups {
                            var s = sums[group]
                            if y + radius < height { s &+= planes(load(base + (y + radius) * width, group)) }
                            // The slot holds row y - radius - 1 (zeros before the first): it leaves the
                            // window, and row y, about to be overwritten, takes its place.
                            let leaving = UnsafeRawPointer(slot + group * 4).loadUnaligned(as: SIMD4<UInt32>.self)
                            if y - radius - 1 >= 0 { s &-= planes(leaving) }
                            UnsafeMutableRawPointer(slot + group * 4).storeBytes(of: load(out, group), as: SIMD4<UInt32>.self)
                            sums[group] = s
                            let averages = average(s)
                            if group * 4 + 4 <= width {
                                UnsafeMutableRawPointer(out + group * 4).storeBytes(of: averages, as: SIMD4<UInt32>.self)
                            } else {
                                for k in 0..<(width - group * 4) { out[group * 4 + k] = averages[k] }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The layer's alpha as a solid color, for shadows.
    func silhouette(_ color: Pixel) -> Canvas {
        var result = self
        let (r, g, b, a) = (UInt32(color.r), UInt32(color.g), UInt32(color.b), UInt32(color.a))
        for i in result.pixels.indices {
            let coverage = result.pixels[i] >> 24
            func scale(_ v: UInt32) -> UInt32 { (v * coverage + 127) / 255 }
            result.pixels[i] = scale(r) | scale(g) << 8 | scale(b) << 16 | scale(a) << 24
        }
        return result
    }

    /// The canvas moved by whole pixels: the same pixels (shared until written), not a new
    /// zero-filled canvas they replace (a transient copy of every layer a shadow moved).
    func translated(dx: Int, dy: Int) -> Canvas {
        Canvas(bounds: PixelRect(x: bounds.x + dx, y: bounds.y + dy, width: width, height: height), pixels: pixels)
    }
}
