import Foundation

/// A path built element by element (Apple's documentation of `CGMutablePath`). Arcs, ellipses
/// and rounded corners become cubic Bézier curves of at most a quarter turn each, with control
/// points at 4/3·tan(θ/4) of the radius along the tangents, as Core Graphics approximates them.
///
/// `@unchecked Sendable` as Core Graphics declares it: like Apple's, a mutable path is not
/// synchronized; it may be handed to another thread, not built from two at once.
public class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }
    override init(elements: [Element]) { super.init(elements: elements) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// A line from the current point; with none, the line starts there (Core Graphics begins a
    /// subpath at the point).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { elements.append(.move(point.applying(transform))) }
        elements.append(.line(point.applying(transform)))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quad(end.applying(transform), control: control.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.cubic(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse from its rightmost point, turning as Core Graphics' does.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: center.x, ty: center.y).concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: scale)
        appendArc(center: .zero, radius: 1, from: 0, to: 2 * .pi, transform: scale)
        closeSubpath()
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2), h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat) {
            let t = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: cx, ty: cy).concatenating(transform)
            appendArc(center: .zero, radius: 1, from: start, to: start + .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.maxX, y: r.minY + h), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        corner(r.maxX - w, r.maxY - h, 0)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        corner(r.minX + w, r.maxY - h, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        corner(r.minX + w, r.minY + h, .pi)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        corner(r.maxX - w, r.minY + h, 3 * .pi / 2)
        closeSubpath()
    }

    /// An arc of a circle, joined to the current point by a line (Core Graphics' `addArc`:
    /// angles in radians from the x axis, `clockwise` in the y-up sense of its default space).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        // y up, clockwise means decreasing angles; the sweep wraps to one turn at most.
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep > 0 { sweep -= 2 * .pi * (sweep / (2 * .pi)).rounded(.up) }
        } else if sweep < 0 {
            sweep += 2 * .pi * (-sweep / (2 * .pi)).rounded(.up)
        }
        appendArc(center: center, radius: radius, from: startAngle, to: startAngle + sweep, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle` (positive: counterclockwise in y-up space).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        appendArc(center: center, radius: radius, from: startAngle, to: startAngle + delta, transform: transform)
    }

    /// The arc tangent to the lines from the current point to `tangent1End` and from there to
    /// `tangent2End` (PostScript's `arct`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let p0 = currentPoint, p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 else { return addLine(to: p1, transform: transform) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        addLine(to: t1, transform: transform)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: center, radius: radius, from: a1, to: a1 + sweep, transform: transform)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += CGPath.transformed(path.elements, transform)
    }

    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.close)
    }

    /// Cubic segments of at most a quarter turn from angle `from` to `to`.
    private func appendArc(center: CGPoint, radius: CGFloat, from: CGFloat, to: CGFloat, transform: CGAffineTransform) {
        let total = to - from
        let segments = max(1, Int((abs(total) / (.pi / 2)).rounded(.up)))
        let step = total / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4)
        var angle = from
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p1 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            func place(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            addCurve(to: place(p1), control1: place(c1), control2: place(c2), transform: transform)
            angle = next
        }
    }
}
