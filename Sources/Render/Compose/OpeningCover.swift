import LayoutDSL

/// The first thing a frame draws, when it paints every pixel with one opaque colour: a grouped
/// list's background, a screen's `Color(...).ignoresSafeArea()`. `Renderer.render` starts the
/// canvas in that colour and draws the rest of the tree, instead of filling the canvas with the
/// background and then filling all of it again: a 3x frame is 12 MB of pixels, written once
/// instead of twice (a tenth of the settings list's frame). The pixels are the same: an opaque
/// solid fill over a whole pixel-aligned rectangle replaces every pixel under it, whatever was
/// there.
struct OpeningCover {
    /// The cover's colour, premultiplied.
    let color: Pixel
    /// The tree without the cover.
    let rest: ResolvedNode

    /// The cover of `root` drawn at `scale` over the canvas `bounds`, if its first item is one.
    /// Only what `Renderer.draw` would draw first, directly, counts: the path down to it leads
    /// through first children of nodes that draw nothing themselves, none faded, clipped or drawn
    /// in a layer.
    init?(_ root: ResolvedNode, scale: CGFloat, bounds: PixelRect) {
        // A node's first child is the next node depth first: `offset` counts the path's steps.
        var node = root, offset = 0
        while true {
            let display = node.display
            guard display.opacity == 1, display.clip == nil, !display.needsLayer(fade: 1) else { return nil }
            if let first = display.content.first {
                guard let color = OpeningCover.color(of: first, size: node.size,
                                                     transform: node.transform
                                                         .concatenating(CGAffineTransform(scaleX: scale, y: scale)),
                                                     bounds: bounds)
                else { return nil }
                var rest = root
                rest.modify(nodeAt: offset) { $0.display.content.removeFirst() }
                self.init(color: color, rest: rest)
                return
            }
            var children = node.childNodes
            guard let child = children.next() else { return nil }
            node = child
            offset += 1
        }
    }

    private init(color: Pixel, rest: ResolvedNode) {
        self.color = color; self.rest = rest
    }

    /// The colour `item` paints over all of `bounds`, if it is an opaque colour filling a
    /// pixel-aligned rectangle that holds them. The colour is checked first, and only a
    /// rectangle's sides are: any other first item is left for `Renderer.draw` to rasterize once.
    private static func color(of item: DisplayItem, size: CGSize, transform: CGAffineTransform, bounds: PixelRect) -> Pixel? {
        let path: Path, paint: Paint
        switch item {
        case .fill(let p, _, let c): (path, paint) = (p, c)
        case .shape(let outline, .fill, let c): (path, paint) = (outline.path, c)
        default: return nil
        }
        guard case .color(let color) = paint else { return nil }
        let pixel = Pixel(color)
        guard pixel.a == 255, RasterShape.pixelRect(path, transform: transform, limit: bounds) == bounds else { return nil }
        return pixel
    }
}
