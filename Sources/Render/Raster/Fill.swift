import LayoutDSL

extension Canvas {
    /// Composites a shader through a coverage mask moved by (`dx`, `dy`) and the clip. (A cached
    /// glyph's mask is drawn where its pen lands without wrapping its values in a moved mask: a
    /// retain and a release per glyph.)
    mutating func fill(_ mask: CoverageMask, dx: Int = 0, dy: Int = 0, shader: Shader, clip: Clip) {
        let bounds = mask.bounds.offsetBy(dx: dx, dy: dy)
        mask.values.withUnsafeBufferPointer { coverage in
            fillRows(of: bounds, shader: shader, clip: clip) { y in
                coverage.baseAddress! + (y - bounds.y) * bounds.width
            }
        }
    }

    /// Composites a shader through an outline's coverage and the clip, the outline rasterized a
    /// row at a time (`CoverageRows`); rows no edge touched are passed over. Rows outside the
    /// clip are never converted (the rasterizer zeroes their cells when it ends).
    mutating func fill(_ outline: RasterOutline, shader: Shader, clip: Clip) {
        var rows = CoverageRows(outline)
        fillRows(of: outline.bounds, shader: shader, clip: clip) { y in rows.row(y) }
    }

    /// The rows of `fill`: `coverage(y)` is row y's coverage from column `shape.x` (nil: none),
    /// asked once per row of the area the shape, the clip and the canvas share, top to bottom.
    /// A shader other than one colour is shaded a row at a time into a buffer, over the
    /// row's covered columns only (a stroke across a wide canvas covers a few pixels a row).
    private mutating func fillRows(of shape: PixelRect, shader: Shader, clip: Clip, coverage: (Int) -> UnsafePointer<UInt8>?) {
        var area = shape.intersection(clip.bounds).intersection(bounds)
        if let clipMask = clip.mask { area = area.intersection(clipMask.bounds) }
        guard !area.isEmpty else { return }
        let width = self.width, ox = bounds.x, oy = bounds.y
        let clipValues = clip.mask?.values ?? [], clipBounds = clip.mask?.bounds ?? area
        var colors: UnsafeMutablePointer<UInt32>?
        if case .solid = shader {} else { colors = .allocate(capacity: area.width) }
        defer { colors?.deallocate() }
        pixels.withUnsafeMutableBufferPointer { pixels in
            clipValues.withUnsafeBufferPointer { clipCoverage in
                for y in area.y..<area.maxY {
                    guard let row = coverage(y) else { continue }
                    let destination = pixels.baseAddress! + ((y - oy) * width + area.x - ox)
                    let rowCoverage = row + (area.x - shape.x)
                    // (An empty array's buffer may still have a base address: test the mask itself.)
                    let rowClip = clip.mask == nil ? nil : clipCoverage.baseAddress.map {
                        UnsafePointer($0 + ((y - clipBounds.y) * clipBounds.width + area.x - clipBounds.x))
                    }
                    guard case .solid(let color) = shader else {
                        guard let colors else { continue }
                        var start = 0
                        while let run = Canvas.coveredRun(rowCoverage, from: start, count: area.width) {
                            shader.shade(row: y, from: area.x + run.lowerBound, count: run.count, into: colors)
                            Canvas.fillRow(destination + run.lowerBound, rowCoverage + run.lowerBound, rowClip.map { $0 + run.lowerBound },
                                           count: run.count, solid: nil, colors: colors)
                            start = run.upperBound
                        }
                        continue
                    }
                    Canvas.fillRow(destination, rowCoverage, rowClip, count: area.width, solid: color, colors: nil)
                }
            }
        }
    }

    /// The next run of columns from `start` that starts with coverage, scanned eight bytes at a
    /// time: empty words are passed over, and the run ends at the first zero byte once the scan
    /// meets an empty word (or the row's last few bytes). A ring's row is two runs, and its
    /// empty middle is never shaded. Nil past the last.
    private static func coveredRun(_ coverage: UnsafePointer<UInt8>, from start: Int, count: Int) -> Range<Int>? {
        func word(_ i: Int) -> UInt64 { UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self) }
        var first = start
        while first + 8 <= count, word(first) == 0 { first += 8 }
        while first < count, coverage[first] == 0 { first += 1 }
        guard first < count else { return nil }
        var end = first + 1
        while end + 8 <= count, word(end) != 0 { end += 8 }
        while end < count, coverage[end] != 0 { end += 1 }
        return first..<end
    }

    /// One row of `fill`, the source one colour (`solid`) or a colour per pixel (`colors`), and
    /// the coverage multiplied by the clip's where there is one. Four pixels at a time: runs of
    /// eight with no coverage are skipped, fully covered opaque pixels stored, and the rest
    /// blended as `SIMD4` lanes (`blend`: the same bytes as one at a time), as pixman's and
    /// Skia's span fillers skip, store and blend.
    @inline(__always)
    private static func fillRow(_ destination: UnsafeMutablePointer<UInt32>, _ coverage: UnsafePointer<UInt8>,
                                _ clip: UnsafePointer<UInt8>?,
                                count: Int, solid: UInt32?, colors: UnsafePointer<UInt32>?) {
        let opaqueSolid = solid.flatMap { $0 >> 24 == 255 ? $0 : nil }
        /// Four bytes widened to four lanes (SSE2's unpack with zero).
        func bytes(_ pointer: UnsafePointer<UInt8>) -> SIMD4<UInt32> {
            SIMD4<UInt32>(truncatingIfNeeded: UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<UInt8>.self))
        }
        /// Where the run of 8-byte words equal to `word` from `i` ends.
        /// (Sixteen bytes a step while they last: a background's row is one long run.)
        func runEnd(of word: UInt64, from i: Int) -> Int {
            var end = i + 8
            while end + 16 <= count,
                  UnsafeRawPointer(coverage + end).loadUnaligned(as: SIMD2<UInt64>.self) == SIMD2(repeating: word) {
                end += 16
            }
            while end + 8 <= count, UnsafeRawPointer(coverage + end).loadUnaligned(as: UInt64.self) == word { end += 8 }
            return end
        }
        var i = 0
        while i + 4 <= count {
            if clip == nil, i + 8 <= count {
                let word = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self)
                if word == 0 { i = runEnd(of: 0, from: i); continue }
                if word == .max, let color = opaqueSolid {
                    let end = runEnd(of: .max, from: i)
                    Canvas.store(color, destination + i, count: end - i)
                    i = end
                    continue
                }
            }
            var c = bytes(coverage + i)
            if let clip {
                // (ab + 127) / 255, exactly, as a shift (v / 255 = (v + 1 + v >> 8) >> 8 for v < 65535);
                // a full byte on either side is the other's value: (255a + 127) / 255 = a.
                let v = c &* bytes(clip + i) &+ 127
                c = (v &+ 1 &+ (v &>> 8)) &>> 8
            }
            let source = colors.map { UnsafeRawPointer($0 + i).loadUnaligned(as: SIMD4<UInt32>.self) } ?? SIMD4(repeating: solid!)
            // Blended without testing for no coverage or full: `blend` leaves a lane with no
            // coverage as it was and stores an opaque source under full coverage, and at a
            // glyph's or an edge's pixels the tests went either way, mispredicted branches that
            // cost more than the blend (long runs of either are skipped or stored above).
            let pixels = UnsafeMutableRawPointer(destination + i)
            pixels.storeBytes(of: blend(pixels.loadUnaligned(as: SIMD4<UInt32>.self), source, coverage: c), as: SIMD4<UInt32>.self)
            i += 4
        }
        // The last one to three pixels as the lanes of one more step (a glyph's row at 1x is a
        // few pixels: one blend of four lanes, not a blend a pixel). Lanes past the row have
        // coverage 0, which leaves them as they are, and are not stored.
        guard i < count else { return }
        var c = SIMD4<UInt32>.zero, source = SIMD4<UInt32>(repeating: solid ?? 0), pixels = SIMD4<UInt32>.zero
        for k in 0..<count - i {
            c[k] = UInt32(coverage[i + k])
            if let clip { c[k] = (c[k] * UInt32(clip[i + k]) + 127) / 255 }
            if let colors { source[k] = colors[i + k] }
            pixels[k] = destination[i + k]
        }
        guard c != .zero else { return }
        let blended = blend(pixels, source, coverage: c)
        for k in 0..<count - i { destination[i + k] = blended[k] }
    }

    /// A pixel-aligned rectangle: every covered pixel is fully covered, so there is no mask to
    /// build; one row of full coverage serves every row.
    mutating func fill(_ rect: PixelRect, shader: Shader, clip: Clip) {
        let area = rect.intersection(clip.bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        if let clipMask = clip.mask {
            // Every pixel of the rectangle is covered: the clip's own mask is the coverage.
            fill(clipMask, shader: shader, clip: Clip(bounds: area, mask: nil))
            return
        }
        let full = [UInt8](repeating: 255, count: area.width)
        full.withUnsafeBufferPointer { full in fillRows(of: area, shader: shader, clip: clip) { _ in full.baseAddress! } }
    }

    /// Composites another canvas (a layer) over this one at an opacity, through the clip: the
    /// layer is the source colours (`Shader.image`) and the opacity every pixel's coverage, so
    /// a layer goes through `fill`'s row loop (four pixels at a time, transparent ones passed by).
    mutating func composite(_ layer: Canvas, opacity: Double, clip: Clip) {
        let alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded())
        guard alpha > 0 else { return }
        let coverage = [UInt8](repeating: alpha, count: layer.width)
        coverage.withUnsafeBufferPointer { row in fillRows(of: layer.bounds, shader: .image(layer), clip: clip) { _ in row.baseAddress! } }
    }
}
