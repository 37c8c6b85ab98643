import LayoutDSL

extension Canvas {
    /// Composites a shader through a coverage mask and the clip, a row at a time: a solid color
    /// without a clip mask skips empty runs and stores fully covered runs of an opaque color
    /// eight bytes of coverage at a time (a shape's interior costs a store per pixel, no
    /// blending), as pixman's and Skia's span fillers do.
    mutating func fill(_ mask: CoverageMask, shader: Shader, clip: Clip) {
        var area = mask.bounds.intersection(clip.bounds).intersection(bounds)
        if let clipMask = clip.mask { area = area.intersection(clipMask.bounds) }
        guard !area.isEmpty else { return }
        let width = self.width, ox = bounds.x, oy = bounds.y
        let clipValues = clip.mask?.values ?? [], clipBounds = clip.mask?.bounds ?? area
        pixels.withUnsafeMutableBufferPointer { pixels in
            mask.values.withUnsafeBufferPointer { coverage in
                clipValues.withUnsafeBufferPointer { clipCoverage in
                    for y in area.y..<area.maxY {
                        let destination = pixels.baseAddress! + ((y - oy) * width + area.x - ox)
                        let rowCoverage = coverage.baseAddress! + ((y - mask.bounds.y) * mask.bounds.width + area.x - mask.bounds.x)
                        // (An empty array's buffer may still have a base address: test the mask itself.)
                        let rowClip = clip.mask == nil ? nil : clipCoverage.baseAddress.map { $0 + ((y - clipBounds.y) * clipBounds.width + area.x - clipBounds.x) }
                        switch shader {
                        case .solid(let color):
                            Canvas.fillRow(destination, rowCoverage, rowClip, count: area.width, solid: color) { _ in color }
                        case .gradient(let gradient):
                            // Its own case, so the gradient's evaluation is inlined into the row.
                            Canvas.fillRow(destination, rowCoverage, rowClip, count: area.width, solid: nil) { gradient.color(x: area.x + $0, y: y) }
                        default:
                            Canvas.fillRow(destination, rowCoverage, rowClip, count: area.width, solid: nil) { shader.color(x: area.x + $0, y: y) }
                        }
                    }
                }
            }
        }
    }

    /// One row of `fill`: `source(i)` is the color of the i-th pixel, asked only where coverage is
    /// not zero; `solid` is that color when it is one color. A solid color blends four pixels at
    /// a time (`blend` on `SIMD4`, the same bytes as one at a time).
    @inline(__always)
    private static func fillRow(_ destination: UnsafeMutablePointer<UInt32>, _ coverage: UnsafePointer<UInt8>, _ clip: UnsafePointer<UInt8>?,
                                count: Int, solid: UInt32?, source: (Int) -> UInt32) {
        var i = 0
        let opaqueSolid = solid.flatMap { $0 >> 24 == 255 ? $0 : nil }
        guard let clip else {
            while i < count {
                if i + 8 <= count {
                    let word = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self)
                    if word == 0 { i += 8; continue }
                    if word == .max, let color = opaqueSolid {
                        (destination + i).update(repeating: color, count: 8)
                        i += 8
                        continue
                    }
                }
                if let color = solid, i + 4 <= count {
                    let word = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
                    if word != 0 {
                        let c = SIMD4<UInt32>(word & 0xFF, (word >> 8) & 0xFF, (word >> 16) & 0xFF, word >> 24)
                        let pixels = UnsafeMutableRawPointer(destination + i)
                        pixels.storeBytes(of: blend(pixels.loadUnaligned(as: SIMD4<UInt32>.self), SIMD4(repeating: color), coverage: c),
                                          as: SIMD4<UInt32>.self)
                    }
                    i += 4
                    continue
                }
                let c = UInt32(coverage[i])
                if c > 0 {
                    let color = source(i)
                    destination[i] = c == 255 && color >> 24 == 255 ? color : blend(destination[i], color, coverage: c)
                }
                i += 1
            }
            return
        }
        while i < count {
            let a = UInt32(coverage[i]), b = UInt32(clip[i])
            // A full byte on either side is the other's value: the product rounds to it exactly.
            let c = b == 255 ? a : a == 255 ? b : (a * b + 127) / 255
            if c > 0 {
                let color = source(i)
                destination[i] = c == 255 && color >> 24 == 255 ? color : blend(destination[i], color, coverage: c)
            }
            i += 1
        }
    }

    /// A pixel-aligned rectangle: every covered pixel is fully covered, so there is no mask to build.
    mutating func fill(_ rect: PixelRect, shader: Shader, clip: Clip) {
        let area = rect.intersection(clip.bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        if let clipMask = clip.mask {
            // Every pixel of the rectangle is covered: the clip's own mask is the coverage.
            fill(clipMask, shader: shader, clip: Clip(bounds: area, mask: nil))
            return
        }
        let width = self.width, ox = bounds.x, oy = bounds.y
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in area.y..<area.maxY {
                let row = (y - oy) * width - ox
                switch shader {
                case .solid(let color) where color >> 24 == 255:
                    (pixels.baseAddress! + row + area.x).update(repeating: color, count: area.width)
                case .solid(let color):
                    for x in area.x..<area.maxX { pixels[row + x] = blend(pixels[row + x], color, coverage: 255) }
                case .gradient(let gradient):
                    for x in area.x..<area.maxX { pixels[row + x] = blend(pixels[row + x], gradient.color(x: x, y: y), coverage: 255) }
                default:
                    for x in area.x..<area.maxX { pixels[row + x] = blend(pixels[row + x], shader.color(x: x, y: y), coverage: 255) }
                }
            }
        }
    }

    /// Composites another canvas (a layer) over this one at an opacity, through the clip, a row
    /// at a time through pointers; transparent layer pixels are skipped, opaque ones at full
    /// opacity stored (what `blend` returns for them).
    mutating func composite(_ layer: Canvas, opacity: Double, clip: Clip) {
        let area = layer.bounds.intersection(bounds).intersection(clip.bounds)
        guard !area.isEmpty else { return }
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        let width = self.width, ox = bounds.x, oy = bounds.y
        pixels.withUnsafeMutableBufferPointer { pixels in
            layer.pixels.withUnsafeBufferPointer { source in
                for y in area.y..<area.maxY {
                    let row = pixels.baseAddress! + ((y - oy) * width - ox)
                    let layerRow = source.baseAddress! + ((y - layer.bounds.y) * layer.width - layer.bounds.x)
                    for x in area.x..<area.maxX {
                        let color = layerRow[x]
                        guard color != 0 else { continue }
                        var c = alpha
                        if clip.mask != nil { c = (c * UInt32(clip.coverage(x: x, y: y)) + 127) / 255 }
                        row[x] = c == 255 && color >> 24 == 255 ? color : blend(row[x], color, coverage: c)
                    }
                }
            }
        }
    }
}
