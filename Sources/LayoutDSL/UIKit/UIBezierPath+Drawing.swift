/// A path painted into UIKit's current context (Apple's documentation of `UIBezierPath.fill()`
/// and `stroke()`): each saves the context's state, paints the path alone with the path's own
/// fill rule or line properties and the context's colours, and restores the state. Outside any
/// drawing (no current context) nothing is painted.
extension UIBezierPath {
    public func fill() { fill(with: .normal, alpha: 1) }
    public func stroke() { stroke(with: .normal, alpha: 1) }

    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint(blendMode, alpha) { $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding) }
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint(blendMode, alpha) { context in
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.setLineDash(phase: lineDash.phase, lengths: lineDash.lengths)
            context.strokePath()
        }
    }

    /// Narrows the current context's clip to the path's inside (by its fill rule), for the rest of
    /// the drawing or until the state saved before is restored.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// The dash pattern of `stroke()`: `count` lengths from `pattern`, starting `phase` into it.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        lineDash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [], phase)
    }

    private func paint(_ blendMode: CGBlendMode, _ alpha: CGFloat, _ body: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(cgPath)
        body(context)
        context.restoreGState()
    }
}
