/// Painting and clipping (Apple's documentation of `CGContext`, "Painting Paths", "Clipping"):
/// each painting records a `Command` with the current path and then, as Core Graphics does,
/// empties the path. The rectangle, ellipse and segment calls paint a path of their own and also
/// empty the current one ("as a side effect … Quartz clears the current path").
extension CGContext {
    public func fillPath(using rule: CGPathFillRule = .winding) { paint(fill: rule) }
    public func strokePath() { paint(stroke: true) }

    /// The fill, the stroke, or the fill and then the stroke, of one path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paint(fill: .winding)
        case .eoFill: paint(fill: .evenOdd)
        case .stroke: paint(stroke: true)
        case .fillStroke: paint(fill: .winding, stroke: true)
        case .eoFillStroke: paint(fill: .evenOdd, stroke: true)
        }
    }

    public func fill(_ rect: CGRect) { fill([rect]) }
    public func fill(_ rects: [CGRect]) { beginPath(); addRects(rects); fillPath() }
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }
    /// A line for each pair of points (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        for i in stride(from: 0, to: points.count - 1, by: 2) { move(to: points[i]); addLine(to: points[i + 1]) }
        strokePath()
    }
    /// Makes the rectangle transparent: a fill in the `clear` blend mode, which ignores the colour.
    public func clear(_ rect: CGRect) {
        saveGState(); setBlendMode(.clear); fill(rect); restoreGState()
    }

    /// Draws `image` scaled into `rect` of user space, upright: its top row at the rectangle's
    /// top in the y-up space a context starts in (Apple's documentation of `draw(_:in:byTiling:)`).
    /// Tiling repeats it at that size from the rectangle's origin over the clip's bounds (at most
    /// `maximumTiles`, beyond which the image is drawn once). The current path is untouched.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        guard byTiling else { return record(image, in: rect) }
        let area = boundingBoxOfClipPath
        let columns = ((area.minX - rect.minX) / rect.width).rounded(.down)...((area.maxX - rect.minX) / rect.width).rounded(.up) - 1
        let rows = ((area.minY - rect.minY) / rect.height).rounded(.down)...((area.maxY - rect.minY) / rect.height).rounded(.up) - 1
        guard !area.isEmpty, (columns.upperBound - columns.lowerBound + 1) * (rows.upperBound - rows.lowerBound + 1) <= Self.maximumTiles
        else { return record(image, in: rect) }
        for row in stride(from: rows.lowerBound, through: rows.upperBound, by: 1) {
            for column in stride(from: columns.lowerBound, through: columns.upperBound, by: 1) {
                record(image, in: rect.offsetBy(dx: column * rect.width, dy: row * rect.height))
            }
        }
    }

    /// Tiles one `draw(_:in:byTiling:)` may record.
    static let maximumTiles: CGFloat = 4096

    /// A context over memory draws a recorded image as the pixels it stands for (drawn into one
    /// pixel, an image averages its pixels, as code that reads colours back expects), not as paths.
    private func record(_ image: CGImage, in rect: CGRect) {
        let image = bitmap != nil && image.pixels == nil ? BitmapRasterizer.linked?.rasterized(image) ?? image : image
        let t = state.ctm
        guard t.a * t.d - t.b * t.c != 0 else { return }
        // The rectangle's top left, y down, to user space (y up), then to device space.
        let upright = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: rect.minX, ty: rect.maxY).concatenating(t)
        let outline = CGMutablePath()
        outline.addRect(rect, transform: t)
        let alpha = state.blendMode == .clear ? 1 : state.alpha
        commands.append(Command(.image(image, size: rect.size, transform: upright), path: CGPath(elements: outline.elements),
                                color: CGColor(gray: 0, alpha: alpha), blendMode: state.blendMode, clip: state.clip))
    }

    /// Narrows the clip to the current path's inside, and empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clip.append(Clip(path: CGPath(elements: currentPath.elements), rule: rule))
        beginPath()
    }
    public func clip(to rect: CGRect) { clip(to: [rect]) }
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: ctm)
        state.clip.append(Clip(path: CGPath(elements: path.elements), rule: .winding))
    }
    /// The bounds of the clip in user space: the bitmap narrowed by each clip path's bounds.
    public var boundingBoxOfClipPath: CGRect {
        let device = state.clip.reduce(CGRect(x: 0, y: 0, width: width, height: height)) { $0.intersection($1.path.boundingBoxOfPath) }
        return device.isNull ? .zero : device.applying(ctm.inverted())
    }

    /// Records the current path filled by `rule` (if any), then stroked (if `stroke`), and
    /// empties it. An empty path, or a CTM that flattens the plane (nothing it maps has area or
    /// a pen width), paints nothing.
    private func paint(fill rule: CGPathFillRule? = nil, stroke: Bool = false) {
        defer { beginPath() }
        let t = state.ctm
        guard !currentPath.isEmpty, t.a * t.d - t.b * t.c != 0 else { return }
        let path = CGPath(elements: currentPath.elements)
        func record(_ operation: Command.Operation, _ color: CGColor) {
            // `clear` leaves nothing where it paints, whatever the colour.
            var color = state.blendMode == .clear ? CGColor.black : color
            if state.alpha < 1 { color = color.copy(alpha: color.alpha * state.alpha) ?? color }
            commands.append(Command(operation, path: path, color: color, blendMode: state.blendMode, clip: state.clip))
        }
        if let rule { record(.fill(rule), state.fillColor) }
        if stroke {
            var pen = state.stroke
            pen.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
            record(.stroke(pen), state.strokeColor)
        }
    }
}
