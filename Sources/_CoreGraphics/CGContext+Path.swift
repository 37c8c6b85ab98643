/// The current path (Apple's documentation of `CGContext`, "Constructing a Current Graphics
/// Path"): built in user space, kept in device space. Each call maps its points by the CTM of
/// the moment, so an arc or ellipse under a rotation or an uneven scale stays the shape the user
/// space draws.
extension CGContext {
    /// Starts a new, empty path (the old one is discarded).
    public func beginPath() { currentPath = CGMutablePath() }
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: ctm) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: ctm) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: ctm) }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: ctm) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: ctm) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: ctm) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control, transform: ctm) }
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: ctm) }
    public func closePath() { currentPath.closeSubpath() }

    /// An arc joined to the current point by a line; angles in radians, `clockwise` in the y-up
    /// sense of Core Graphics' default space (on screen, in UIKit's flipped space, it turns the other way).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: ctm)
    }

    /// The arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`,
    /// found in user space, where the current point is mapped back to.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let arc = CGMutablePath()
        arc.move(to: currentPointOfPath)
        arc.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        currentPath.elements += CGPath.transformed(Array(arc.elements.dropFirst()), ctm)
    }

    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(ctm.inverted()) }
    /// The bounds of the current path in user space (of its device-space bounds, for a rotated CTM).
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty ? .null : currentPath.boundingBoxOfPath.applying(ctm.inverted())
    }
    /// A copy of the current path in user space; nil when it is empty.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : CGPath(elements: CGPath.transformed(currentPath.elements, ctm.inverted()))
    }
}
