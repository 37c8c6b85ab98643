import LayoutDSL

extension Canvas {
    /// Composites a shader through a coverage mask and the clip.
    mutating func fill(_ mask: CoverageMask, shader: Shader, clip: Clip) {
        let area = mask.bounds.intersection(clip.bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        let width = self.width, ox = bounds.x, oy = bounds.y
        let maskWidth = mask.bounds.width
        pixels.withUnsafeMutableBufferPointer { pixels in
            mask.values.withUnsafeBufferPointer { coverage in
                for y in area.y..<area.maxY {
                    let row = (y - oy) * width - ox
                    let maskRow = (y - mask.bounds.y) * maskWidth - mask.bounds.x
                    for x in area.x..<area.maxX {
                        var c = UInt32(coverage[maskRow + x])
                        if clip.mask != nil { c = (c * UInt32(clip.coverage(x: x, y: y)) + 127) / 255 }
                        guard c > 0 else { continue }
                        let source = shader.color(x: x, y: y)
                        if c == 255, source >> 24 == 255 { pixels[row + x] = source }
                        else { pixels[row + x] = blend(pixels[row + x], source, coverage: c) }
                    }
                }
            }
        }
    }

    /// A pixel-aligned rectangle: every covered pixel is fully covered, so there is no mask to build.
    mutating func fill(_ rect: PixelRect, shader: Shader, clip: Clip) {
        let area = rect.intersection(clip.bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        if clip.mask != nil {
            fill(CoverageMask(full: area), shader: shader, clip: clip)
            return
        }
        let width = self.width, ox = bounds.x, oy = bounds.y
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in area.y..<area.maxY {
                let row = (y - oy) * width - ox
                switch shader {
                case .solid(let color) where color >> 24 == 255:
                    for x in area.x..<area.maxX { pixels[row + x] = color }
                case .solid(let color):
                    for x in area.x..<area.maxX { pixels[row + x] = blend(pixels[row + x], color, coverage: 255) }
                default:
                    for x in area.x..<area.maxX { pixels[row + x] = blend(pixels[row + x], shader.color(x: x, y: y), coverage: 255) }
                }
            }
        }
    }

    /// Composites another canvas (a layer) over this one at an opacity, through the clip.
    mutating func composite(_ layer: Canvas, opacity: Double, clip: Clip) {
        let area = layer.bounds.intersection(bounds).intersection(clip.bounds)
        guard !area.isEmpty else { return }
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        let width = self.width, ox = bounds.x, oy = bounds.y
        for y in area.y..<area.maxY {
            let row = (y - oy) * width - ox
            let layerRow = (y - layer.bounds.y) * layer.width - layer.bounds.x
            for x in area.x..<area.maxX {
                let source = layer.pixels[layerRow + x]
                guard source != 0 else { continue }
                var c = alpha
                if clip.mask != nil { c = (c * UInt32(clip.coverage(x: x, y: y)) + 127) / 255 }
                pixels[row + x] = blend(pixels[row + x], source, coverage: c)
            }
        }
    }
}
