/// Frames of a running animation are the settled tree part of the way from the tree on screen
/// when the animation started. Both are plain data, so interpolation reads and writes data only:
/// nothing is laid out or asked of a behaviour again.
extension ResolvedTree {
    /// The tree part of the way from `from` to `self`: matched nodes (same place in the tree,
    /// same type) take interpolated sizes, transforms, opacities and drawings; others appear as they are.
    func interpolated(from: ResolvedTree, progress: Double) -> ResolvedTree {
        var copy = self
        copy.root = root.interpolated(from: from.root, progress: CGFloat(progress))
        return copy
    }
}

extension ResolvedNode {
    func interpolated(from old: ResolvedNode, progress t: CGFloat) -> ResolvedNode {
        guard old.type == type else { return self }
        var node = self
        node.size = CGSize(width: lerp(old.size.width, size.width, t), height: lerp(old.size.height, size.height, t))
        let a = old.transform, b = transform
        node.transform = CGAffineTransform(a: lerp(a.a, b.a, t), b: lerp(a.b, b.b, t), c: lerp(a.c, b.c, t), d: lerp(a.d, b.d, t),
                                           tx: lerp(a.tx, b.tx, t), ty: lerp(a.ty, b.ty, t))
        node.opacity = Double(lerp(CGFloat(old.opacity), CGFloat(opacity), t))
        node.display = display.interpolated(from: old.display, progress: t)
        node.children = children.enumerated().map { index, child in
            index < old.children.count ? child.interpolated(from: old.children[index], progress: t) : child
        }
        return node
    }
}

extension NodeDisplay {
    /// The group opacity part of the way, shapes in the interpolated rectangle, and paths and
    /// image rectangles point by point where both ends draw the same items with the same
    /// structure (for paths made from a rectangle by an affine rule, such as a clip or a
    /// symbol, that is the path of the interpolated rectangle). Anything else (text, items
    /// that changed) is drawn as it ends.
    func interpolated(from old: NodeDisplay, progress t: CGFloat) -> NodeDisplay {
        var display = self
        display.opacity = Double(lerp(CGFloat(old.opacity), CGFloat(opacity), t))
        if content.count == old.content.count {
            display.content = zip(old.content, content).map { $0.interpolated(to: $1, progress: t) ?? $1 }
        }
        if let from = old.clip, let to = clip, from.style == to.style, let path = to.path.interpolated(from: from.path, progress: t) {
            display.clip = ClipShape(path: path, style: to.style)
        }
        return display
    }
}

extension DisplayItem {
    /// Part of the way to `end`, when both draw the same way; nil otherwise.
    func interpolated(to end: DisplayItem, progress t: CGFloat) -> DisplayItem? {
        switch (self, end) {
        case let (.fill(a, style, paint), .fill(b, endStyle, endPaint)) where style == endStyle && paint == endPaint:
            return b.interpolated(from: a, progress: t).map { .fill($0, style, paint) }
        case let (.stroke(a, style, paint), .stroke(b, endStyle, endPaint)) where style == endStyle && paint == endPaint:
            return b.interpolated(from: a, progress: t).map { .stroke($0, style, paint) }
        case let (.shape(a, _, _), .shape(b, mode, paint)):
            return .shape(ShapeOutline(b.shape, in: lerp(a.rect, b.rect, t)), mode, paint)
        case let (.image(image, a, interpolation), .image(endImage, b, endInterpolation))
            where image === endImage && interpolation == endInterpolation:
            return .image(image, lerp(a, b, t), interpolation)
        default:
            return nil
        }
    }
}

extension Path {
    /// This path part of the way from `old`, point by point; nil when their elements differ in kind.
    func interpolated(from old: Path, progress t: CGFloat) -> Path? {
        guard old.elements.count == elements.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: lerp(p.x, q.x, t), y: lerp(p.y, q.y, t)) }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (from, to) in zip(old.elements, elements) {
            switch (from, to) {
            case let (.move(p), .move(q)): result.append(.move(to: mix(p, q)))
            case let (.line(p), .line(q)): result.append(.line(to: mix(p, q)))
            case let (.quadCurve(p, c), .quadCurve(q, d)): result.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                result.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.closeSubpath, .closeSubpath): result.append(.closeSubpath)
            default: return nil
            }
        }
        return Path(elements: result)
    }
}

/// `a` part of the way to `b`.
private func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

private func lerp(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
    CGRect(x: lerp(a.minX, b.minX, t), y: lerp(a.minY, b.minY, t), width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t))
}
