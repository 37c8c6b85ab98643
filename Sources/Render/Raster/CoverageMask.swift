import LayoutDSL

/// Coverage (0…255) of a pixel rectangle: how much of each pixel a shape covers.
struct CoverageMask {
    let bounds: PixelRect
    var values: [UInt8]

    init(bounds: PixelRect, values: [UInt8]) { self.bounds = bounds; self.values = values }

    func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= bounds.x, y >= bounds.y, x < bounds.maxX, y < bounds.maxY else { return 0 }
        return values[(y - bounds.y) * bounds.width + (x - bounds.x)]
    }

    /// This mask multiplied by `other` (a clip), restricted to their common rectangle: row by
    /// row through pointers, rows copied where the clip has no mask, and a full byte on either
    /// side taking the other's value (the product rounds to it exactly).
    func intersecting(_ other: Clip) -> CoverageMask {
        let common = bounds.intersection(other.bounds)
        var result = [UInt8](repeating: 0, count: common.width * common.height)
        guard !common.isEmpty else { return CoverageMask(bounds: common, values: result) }
        let clipMask = other.mask, clipBounds = other.mask?.bounds ?? common
        // Where the clip's mask has values in the common columns (none: coverage 0).
        let x0 = max(common.x, clipBounds.x), x1 = min(common.maxX, clipBounds.maxX)
        values.withUnsafeBufferPointer { source in
            (clipMask?.values ?? []).withUnsafeBufferPointer { clipValues in
                result.withUnsafeMutableBufferPointer { out in
                    for y in common.y..<common.maxY {
                        let from = source.baseAddress! + ((y - bounds.y) * bounds.width - bounds.x)
                        let to = out.baseAddress! + ((y - common.y) * common.width - common.x)
                        guard clipMask != nil else { (to + common.x).update(from: from + common.x, count: common.width); continue }
                        guard y >= clipBounds.y, y < clipBounds.maxY, x0 < x1 else { continue }
                        let clipRow = clipValues.baseAddress! + ((y - clipBounds.y) * clipBounds.width - clipBounds.x)
                        for x in x0..<x1 {
                            let a = UInt32(from[x]), b = UInt32(clipRow[x])
                            to[x] = b == 255 ? UInt8(a) : a == 255 ? UInt8(b) : UInt8((a * b + 127) / 255)
                        }
                    }
                }
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
