/// The arcs `Path` adds besides `addArc(center:radius:startAngle:endAngle:clockwise:)`, as Core
/// Graphics defines them (`CGPath.addArc(tangent1End:tangent2End:radius:)`, `addRelativeArc`).
extension Path {
    /// A line from the current point toward `tangent1End`, then an arc of `radius` tangent to
    /// the lines current point → `tangent1End` and `tangent1End` → `tangent2End`. With no current
    /// point, or where the lines are collinear or the radius is zero, a line to `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else { move(to: p1.applying(transform)); return }
        // The current point is stored transformed; the arc is built in untransformed space.
        let p0 = transform.isIdentity ? current : current.applying(transform.inverted())
        func unit(_ v: CGPoint) -> CGPoint? {
            let length = hypot(v.x, v.y)
            return length > 0 && length.isFinite ? CGPoint(x: v.x / length, y: v.y / length) : nil
        }
        guard radius > 0, radius.isFinite, let v1 = unit(CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)),
              let v2 = unit(CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)) else { addLine(to: p1.applying(transform)); return }
        let cross = v1.x * v2.y - v1.y * v2.x
        let angle = acos(min(max(v1.x * v2.x + v1.y * v2.y, -1), 1))
        guard abs(cross) > 1e-9, angle > 1e-9 else { addLine(to: p1.applying(transform)); return }
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x * distance, y: p1.y + v1.y * distance)
        let t2 = CGPoint(x: p1.x + v2.x * distance, y: p1.y + v2.y * distance)
        guard let bisector = unit(CGPoint(x: v1.x + v2.x, y: v1.y + v2.y)) else { addLine(to: p1.applying(transform)); return }
        let reach = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x * reach, y: p1.y + bisector.y * reach)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(start + sweep),
               clockwise: sweep < 0, transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` (positive is increasing angle: clockwise on a
    /// y-down screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta.radians < 0, transform: transform)
    }
}
