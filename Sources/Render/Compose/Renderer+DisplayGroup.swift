import LayoutDSL

/// Draws a `DisplayGroup` (a `Canvas`'s recorded drawing): its clips narrow the clip in force,
/// its transform maps its items, and its opacity reaches each item. Filters and layers render
/// each item (or, for a layer, all items together) into a layer of its own, filter it, and
/// composite it. Filter radii and offsets are in the enclosing space's points, unaffected by
/// the context's transform. A draw's blend mode composites it as the view modifier's does;
/// the Porter-Duff modes the modifier lacks (`clear`, `copy`, `sourceIn`, `sourceOut`,
/// `destinationIn`, `destinationAtop`, `xor`) composite as `normal`.
extension Renderer {
    func draw(_ group: DisplayGroup, size: CGSize, t: CGAffineTransform, opacity: Float, into canvas: inout Canvas, clip: Clip) {
        var clip = clip
        for shape in group.clips {
            clip = narrow(clip, by: shape, size: size, t: t)
            guard !clip.bounds.isEmpty else { return }
        }
        let inner = group.transform.concatenating(t)
        let fade = opacity * Float(min(max(group.opacity, 0), 1))
        guard group.needsLayer else {
            for item in group.items { draw(item, size: size, t: inner, opacity: fade, into: &canvas, clip: clip) }
            return
        }
        // Pixels per point of the enclosing space.
        let scale = (abs(t.a * t.d - t.b * t.c)).squareRoot()
        let layer = GroupLayer(group.filters, pixelsPerPoint: scale, clip: clip.bounds,
                               ink: group.items.reduce(CGRect.null) { $0.union($1.drawingBounds) }.applying(inner))
        // Pixel space reduced by the layer's factor (the identity at full resolution).
        let shrink = CGAffineTransform(scaleX: 1 / CGFloat(layer.reduction), y: 1 / CGFloat(layer.reduction))
        let reducedInner = inner.concatenating(shrink)
        for unit in group.isolated ? [group.items] : group.items.map({ [$0] }) {
            let ink = unit.reduce(CGRect.null) { $0.union($1.drawingBounds) }.applying(reducedInner)
            let extent = layer.extent(holding: ink)
            guard !extent.isEmpty else { continue }
            var pixels = Canvas(bounds: extent)
            for item in unit { draw(item, size: size, t: reducedInner, opacity: 1, into: &pixels, clip: Clip(bounds: extent, mask: nil)) }
            for filter in group.filters {
                if case .projection(let projection) = filter {
                    // In the enclosing space: pixel → enclosing → projected → pixel, as `projectionEffect` maps.
                    pixels = pixels.projected(by: projection.conjugated(by: t.concatenating(shrink)), into: extent)
                } else {
                    pixels.apply(filter, pixelsPerPoint: scale / CGFloat(layer.reduction))
                }
            }
            canvas.composite(pixels, enlargedBy: layer.reduction, over: clip.bounds, opacity: Double(fade), clip: clip,
                             mode: group.blendMode.compositing)
        }
    }

    /// The clip narrowed by a group's clip, given in the space `t` maps to pixels.
    private func narrow(_ clip: Clip, by shape: DisplayClip, size: CGSize, t: CGAffineTransform) -> Clip {
        switch shape {
        case .shape(let shape, false):
            switch RasterShape.fill(shape.path, style: shape.style, transform: t, limit: clip.bounds) {
            case nil: return Clip(bounds: PixelRect(x: 0, y: 0, width: 0, height: 0), mask: nil)
            case .rect(let rect)?: return clip.intersecting(rect: rect, mask: nil)
            case .outline(let outline)?: return clip.intersecting(rect: outline.bounds, mask: outline.mask)
            }
        case .shape(let shape, true):
            let raster = RasterShape.fill(shape.path, style: shape.style, transform: t, limit: clip.bounds)
            let shapeMask: CoverageMask? = if case .outline(let outline)? = raster { outline.mask } else { nil }
            let mask = CoverageMask(bounds: clip.bounds) { x, y in
                switch raster {
                case nil: return 255
                case .rect(let rect)?: return x >= rect.x && x < rect.maxX && y >= rect.y && y < rect.maxY ? 0 : 255
                case .outline?: return 255 - (shapeMask?.coverage(x: x, y: y) ?? 0)
                }
            }
            return clip.intersecting(rect: clip.bounds, mask: mask)
        case .layer(let items, let opacity, let inverse):
            var layer = Canvas(bounds: clip.bounds)
            for item in items { draw(item, size: size, t: t, opacity: 1, into: &layer, clip: Clip(bounds: clip.bounds, mask: nil)) }
            let factor = UInt32((min(max(opacity, 0), 1) * 255).rounded())
            let mask = CoverageMask(bounds: clip.bounds) { x, y in
                let alpha = (UInt32(layer[x - clip.bounds.x, y - clip.bounds.y].a) * factor + 127) / 255
                return UInt8(inverse ? 255 - alpha : alpha)
            }
            return clip.intersecting(rect: clip.bounds, mask: mask)
        }
    }
}

extension CoverageMask {
    /// A mask of `bounds` with each pixel's coverage computed from its canvas coordinates.
    init(bounds: PixelRect, coverage: (Int, Int) -> UInt8) {
        var values = [UInt8](repeating: 0, count: bounds.width * bounds.height)
        var i = 0
        for y in bounds.y..<bounds.maxY {
            for x in bounds.x..<bounds.maxX { values[i] = coverage(x, y); i += 1 }
        }
        self.init(bounds: bounds, values: values)
    }
}

extension GraphicsContext.BlendMode {
    /// The compositor's mode for a context's blend mode (same names, same formulas).
    var compositing: BlendMode {
        switch self {
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        default: .normal
        }
    }
}
