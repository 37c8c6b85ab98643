import LayoutDSL

/// Draws a resolved tree: each node's content in its transform, then its subviews; clips
/// narrow what descendants may touch; opacity fades each item; compositing groups, shadows,
/// blur, colour filters, blend modes and projections render the subtree into a layer first,
/// then composite it.
public struct Renderer: Sendable {
    /// Pixels per point.
    public var scale: CGFloat
    /// Filled before drawing; nil leaves the canvas transparent.
    public var background: Color.Resolved?
    /// Pixels that the layers being drawn into may still take (each nested compositing group,
    /// shadow or blur holds its layer while its subtree draws). A layer past it is drawn at a
    /// resolution reduced to fit, as wide blurs are (`drawBounded`): shadows nested over a
    /// 64-megapixel canvas held a full-size layer and silhouette per level (1.5 GB at two
    /// levels, seed 13 tree 4971). Real screens use a small fraction of it.
    var layerBudget = Renderer.maximumPixels

    public init(scale: CGFloat = 1, background: Color.Resolved? = nil) {
        self.scale = scale; self.background = background
    }

    public func render(_ tree: ResolvedTree) -> Canvas {
        let (width, height) = Renderer.pixelSize(of: tree.canvasSize, scale: scale)
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        // A tree that opens by covering the canvas in one colour starts from that colour.
        let cover = OpeningCover(tree.root, scale: scale, bounds: bounds)
        var canvas = Canvas(bounds: bounds, fill: cover?.color ?? background.map(Pixel.init) ?? .clear)
        draw(cover?.rest ?? tree.root, into: &canvas, clip: Clip(bounds: bounds, mask: nil))
        return canvas
    }

    private var pixelTransform: CGAffineTransform { CGAffineTransform(scaleX: scale, y: scale) }

    /// `fade` is the product of ancestors' opacities: SwiftUI applies an opacity to each drawn
    /// item (overlapping children show through each other), so it travels down to the items
    /// until a node that renders a layer (a compositing group, shadow, blur, filter, blend mode
    /// or projection) takes it for the flattened layer instead.
    private func draw(_ node: ResolvedNode, into canvas: inout Canvas, clip: Clip, fade: Double = 1) {
        let display = node.display
        let fade = fade * display.opacity
        let t = node.transform.concatenating(pixelTransform)
        var clip = clip
        if let shape = display.clip {
            guard let raster = RasterShape.fill(shape.path, style: shape.style, transform: t, limit: clip.bounds) else { return }
            switch raster {
            case .rect(let rect): clip = clip.intersecting(rect: rect, mask: nil)
            case .outline(let outline): clip = clip.intersecting(rect: outline.bounds, mask: outline.mask)
            }
        }
        guard !clip.bounds.isEmpty, fade > 0 else { return }
        guard display.needsLayer(fade: fade) else {
            drawContent(node, display, t: t, opacity: Float(fade), into: &canvas, clip: clip)
            return
        }
        let effects = EffectLayer(display, scale: scale)
        // Masks, projections and colour matrices need the layer's own pixels: those stay at full resolution.
        let needsOwnPixels = display.masksWithLastSubview || display.projection != nil || display.colorMatrix != nil
        guard effects.drawsAtFullResolution || needsOwnPixels else {
            drawBounded(node, display, effects, reduction: effects.reduction, fade: fade, into: &canvas, clip: clip)
            return
        }
        // Render the subtree unclipped into a layer holding its ink and what blur and shadow
        // spread from it (`trim` keeps no more), cut to what can reach the clip: the spread and
        // the shadow's offset around it. (A projection may move the ink anywhere: then the layer
        // covers what the clip lets through.)
        let margin = EffectLayer.reach(effects.blurSigma) + EffectLayer.reach(effects.shadowSigma) + 1
        let reach = display.projection == nil
            ? PixelRect(covering: node.drawingBounds.applying(pixelTransform)).expanded(by: margin)
            : clip.bounds
        let extent = reach.intersection(clip.bounds.expanded(by: margin + Int(effects.shadowReach.rounded(.up))))
        guard !extent.isEmpty else { return }
        // The layer, and the silhouette or the mask's alpha beside it.
        let cost = extent.width * extent.height * (display.shadow != nil || display.masksWithLastSubview ? 2 : 1)
        if cost > layerBudget, !needsOwnPixels {
            let reduction = Int((Double(cost) / Double(max(layerBudget, 1))).squareRoot().rounded(.up))
            drawBounded(node, display, effects, reduction: max(reduction, 2), fade: fade, into: &canvas, clip: clip)
            return
        }
        var inner = self
        inner.layerBudget -= cost
        var layer = Canvas(bounds: extent)
        inner.drawContent(node, display, t: t, opacity: 1, into: &layer, clip: Clip(bounds: extent, mask: nil))
        if display.masksWithLastSubview, let mask = node.children.last {
            var alpha = Canvas(bounds: extent)
            inner.draw(mask, into: &alpha, clip: Clip(bounds: extent, mask: nil))
            layer.multiplyAlpha(by: alpha)
        }
        if let projection = display.projection {
            // The projection acts in the node's space: pixel → local → projected → pixel.
            layer = layer.projected(by: projection.conjugated(by: t), into: clip.bounds)
        }
        if let matrix = display.colorMatrix { layer.apply(matrix) }
        guard layer.trim(keeping: EffectLayer.reach(effects.blurSigma) + EffectLayer.reach(effects.shadowSigma)) else { return }
        layer.blur(sigma: effects.blurSigma)
        if let shadow = display.shadow {
            // CALayer-style shadows: the blur's standard deviation is half the radius.
            canvas.cast(ShadowAlphaCache.shared.blurred(layer, sigma: effects.shadowSigma), color: Pixel(shadow.color),
                        dx: effects.shadowOffset.dx, dy: effects.shadowOffset.dy, opacity: fade, clip: clip, mode: display.blendMode)
        }
        canvas.composite(layer, opacity: fade, clip: clip, mode: display.blendMode)
    }

    /// A wide kernel, a far shadow (see `EffectLayer`) or a layer past the budget: the subtree
    /// drawn at 1/`reduction` resolution over what reaches the visible area, once for the shadow
    /// (from where it lands in view) and once for the content.
    private func drawBounded(_ node: ResolvedNode, _ display: NodeDisplay, _ effects: EffectLayer, reduction k: Int, fade: Double,
                             into canvas: inout Canvas, clip: Clip) {
        var reduced = Renderer(scale: scale / CGFloat(k))
        let t = node.transform.concatenating(reduced.pixelTransform)
        let content = PixelRect(covering: node.drawingBounds.applying(reduced.pixelTransform)).expanded(by: 1)
        let blurReach = EffectLayer.reach(effects.blurSigma / CGFloat(k))
        /// The subtree, blurred, in a layer covering what reaches `visible` (reduced pixels) within
        /// `reach`, with room for that reach around it: a shadow spreads past what casts it.
        func layer(reaching visible: PixelRect, reach: Int) -> Canvas? {
            let extent = content.intersection(visible.expanded(by: reach + blurReach)).expanded(by: blurReach + reach)
                .intersection(visible.expanded(by: reach + 2 * blurReach))
            guard !extent.isEmpty else { return nil }
            var layer = Canvas(bounds: extent)
            reduced.layerBudget = layerBudget - 2 * extent.width * extent.height
            reduced.drawContent(node, display, t: t, opacity: 1, into: &layer, clip: Clip(bounds: extent, mask: nil))
            guard layer.trim(keeping: blurReach + reach) else { return nil }
            layer.blur(sigma: effects.blurSigma / CGFloat(k))
            return layer
        }
        if let shadow = display.shadow {
            let (dx, dy) = effects.shadowOffset
            let landing = clip.bounds.offsetBy(dx: -dx, dy: -dy)
            if let source = layer(reaching: landing.reduced(by: k), reach: EffectLayer.reach(effects.shadowSigma / CGFloat(k))) {
                let cast = source.shadow(Pixel(shadow.color), sigma: effects.shadowSigma / CGFloat(k))
                canvas.composite(cast, enlargedBy: k, over: landing, dx: dx, dy: dy, opacity: fade, clip: clip, mode: display.blendMode)
            }
        }
        if let layer = layer(reaching: clip.bounds.reduced(by: k), reach: 0) {
            canvas.composite(layer, enlargedBy: k, over: clip.bounds, opacity: fade, clip: clip, mode: display.blendMode)
        }
    }

    /// The node's own items, then its subviews, each item faded by `opacity`. A material fills
    /// its shape with what is already on the canvas behind it, blurred and tinted.
    private func drawContent(_ node: ResolvedNode, _ display: NodeDisplay, t: CGAffineTransform, opacity: Float,
                             into canvas: inout Canvas, clip: Clip) {
        for item in display.content { draw(item, size: node.size, t: t, opacity: opacity, into: &canvas, clip: clip) }
        // A mask's last subview is drawn as the mask, not as content.
        let children = node.childNodes
        for child in children.prefix(display.masksWithLastSubview ? children.count - 1 : .max) {
            draw(child, into: &canvas, clip: clip, fade: Double(opacity))
        }
    }

    /// One item of a node of this size whose local space maps to pixels by `t`.
    func draw(_ item: DisplayItem, size: CGSize, t: CGAffineTransform, opacity: Float, into canvas: inout Canvas, clip: Clip) {
        func fill(_ shape: RasterShape?, _ paint: Paint) {
            guard let shape else { return }
            let shader: Shader
            if case .material(let material) = paint {
                shader = .image(canvas.backdrop(material, in: shape.bounds.intersection(clip.bounds), scale: scale, opacity: opacity))
            } else {
                shader = Shader(paint, size: size, transform: t, opacity: opacity)
            }
            canvas.fill(shape, shader: shader, clip: clip)
        }
        switch item {
        case .fill(let path, let style, let paint):
            fill(RasterShape.fill(path, style: style, transform: t, limit: clip.bounds), paint)
        case .stroke(let path, let style, let paint):
            fill(RasterShape.stroke(path, style: style, transform: t, limit: clip.bounds), paint)
        case .shape(let outline, .fill(let style), let paint):
            fill(RasterShape.fill(outline.path, style: style, transform: t, limit: clip.bounds), paint)
        case .shape(let outline, .stroke(let style), let paint):
            fill(RasterShape.stroke(outline.path, style: style, transform: t, limit: clip.bounds), paint)
        case .text(let text):
            canvas.draw(text, transform: t, opacity: opacity, clip: clip)
        case .image(let image, let rect, let sampling):
            guard let pixels = (image as? VectorImage)?.pixels(filling: rect, transform: t) ?? DecodedImage.pixels(of: image),
                  pixels.width > 0, pixels.height > 0 else { return }
            let fit = CGAffineTransform(scaleX: rect.width / CGFloat(pixels.width), y: rect.height / CGFloat(pixels.height))
                .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
            canvas.draw(pixels, transform: fit.concatenating(t), opacity: opacity, clip: clip,
                        interpolation: sampling.interpolation, clamped: image is ImagePart || !sampling.isAntialiased)
        case .group(let group):
            draw(group, size: size, t: t, opacity: opacity, into: &canvas, clip: clip)
        }
    }
}

extension PixelRect {
    func expanded(by amount: Int) -> PixelRect {
        PixelRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }
}
