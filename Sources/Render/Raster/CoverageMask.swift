import LayoutDSL

/// Coverage (0…255) of a pixel rectangle: how much of each pixel a shape covers.
struct CoverageMask {
    let bounds: PixelRect
    var values: [UInt8]

    init(bounds: PixelRect, values: [UInt8]) { self.bounds = bounds; self.values = values }

    /// A mask of full coverage.
    init(full bounds: PixelRect) { self.init(bounds: bounds, values: Array(repeating: 255, count: bounds.width * bounds.height)) }

    func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= bounds.x, y >= bounds.y, x < bounds.maxX, y < bounds.maxY else { return 0 }
        return values[(y - bounds.y) * bounds.width + (x - bounds.x)]
    }

    /// This mask multiplied by `other` (a clip), restricted to their common rectangle.
    func intersecting(_ other: Clip) -> CoverageMask {
        let common = bounds.intersection(other.bounds)
        var result = [UInt8](repeating: 0, count: common.width * common.height)
        guard !common.isEmpty else { return CoverageMask(bounds: common, values: result) }
        for y in common.y..<common.maxY {
            let from = (y - bounds.y) * bounds.width - bounds.x, to = (y - common.y) * common.width - common.x
            for x in common.x..<common.maxX {
                let a = UInt32(values[from + x])
                let b = UInt32(other.coverage(x: x, y: y))
                result[to + x] = UInt8((a * b + 127) / 255)
            }
        }
        return CoverageMask(bounds: common, values: result)
    }
}

/// The clip in force while drawing: a pixel rectangle, optionally refined by a coverage mask
/// (curved or rotated clip shapes, antialiased).
struct Clip {
    var bounds: PixelRect
    var mask: CoverageMask?

    func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= bounds.x, y >= bounds.y, x < bounds.maxX, y < bounds.maxY else { return 0 }
        return mask?.coverage(x: x, y: y) ?? 255
    }

    /// Narrows the clip by a shape, given as its coverage (nil for a pixel-aligned rectangle `rect`).
    func intersecting(rect: PixelRect, mask shapeMask: CoverageMask?) -> Clip {
        let bounds = self.bounds.intersection(rect)
        guard let shapeMask else { return Clip(bounds: bounds, mask: mask) }
        let narrowed = shapeMask.intersecting(self)
        return Clip(bounds: bounds.intersection(narrowed.bounds), mask: narrowed)
    }
}
