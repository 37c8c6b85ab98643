import LayoutDSL

/// Where drawing may put ink, in the space the bounds are given in: the extent of a layer that
/// must hold a subtree or a canvas's drawing, so that layers are never larger than what is drawn
/// (plus what filters spread).
extension ResolvedNode {
    /// The area the subtree may draw in, in root points: frames and item outlines, with strokes'
    /// half widths (a miter may reach further: up to the miter limit).
    var drawingBounds: CGRect {
        var result = frame
        for item in display.content {
            // A canvas's drawing is clipped to the canvas's bounds, which are the frame.
            if case .group = item { continue }
            result = result.union(item.drawingBounds.applying(transform))
        }
        for child in childNodes { result = result.union(child.inkBounds) }
        return result
    }

    /// The drawing bounds grown by what the node's own blur and shadow spread: about three
    /// standard deviations each (a blur's is its radius, a shadow's half its radius, CALayer's
    /// convention) and the shadow's offset, scaled by the node's transform. An ancestor's layer
    /// holds its subtree's ink, so it reaches as far as a shadow inside it falls: a switch's
    /// knob casts below the switch's frame.
    var inkBounds: CGRect {
        let bounds = drawingBounds, display = self.display
        let shadow = display.shadow.map { 1.5 * $0.radius + max(abs($0.x), abs($0.y)) } ?? 0
        let spread = 3 * display.blurRadius + shadow
        guard spread.isFinite, spread > 0 else { return bounds }
        let t = transform, scale = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        let grown = min(spread * scale, Self.largestSpread)
        return bounds.insetBy(dx: -grown, dy: -grown)
    }

    /// The furthest a blur or shadow is taken to spread, in points: past any canvas.
    static let largestSpread: CGFloat = 1_000_000
}

extension DisplayItem {
    /// The area the item may draw in, in its own space. A group's clips only narrow it, so its
    /// items' bounds in its transform bound it.
    var drawingBounds: CGRect {
        func outline(_ path: Path, stroke style: StrokeStyle?) -> CGRect {
            let reach = style.map { $0.lineWidth / 2 * ($0.lineJoin == .miter ? max($0.miterLimit, 1.5) : 1.5) } ?? 0
            return path.boundingRect.insetBy(dx: -reach, dy: -reach)
        }
        switch self {
        case .fill(let path, _, _): return outline(path, stroke: nil)
        case .stroke(let path, let style, _): return outline(path, stroke: style)
        case .shape(let shape, .fill, _): return outline(shape.path, stroke: nil)
        case .shape(let shape, .stroke(let style), _): return outline(shape.path, stroke: style)
        case .image(_, let rect, _): return rect
        case .text(let text):
            // Glyphs may overhang their advance box (italics, accents): allow a line height around it.
            let overhang = text.size.height / max(CGFloat(text.lineCount), 1)
            return CGRect(origin: .zero, size: text.size).insetBy(dx: -overhang, dy: -overhang)
        case .group(let group):
            return group.items.reduce(CGRect.null) { $0.union($1.drawingBounds) }.applying(group.transform)
        }
    }
}
