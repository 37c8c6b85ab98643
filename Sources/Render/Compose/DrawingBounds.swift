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
        for child in childNodes { result = result.union(child.drawingBounds) }
        return result
    }
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
