/// A popover's outline (`PopoverPlacement.Frame`, drawn from `origin`): the body, a
/// rounded rectangle, and, unless the body covers the source, UIKit's arrow on the source's side (`_UIPopoverShapePathProviderIOS`):
/// from its rounded tip, straight sides to half its height, then curves flaring out to meet the
/// body's edge 18.5 points either side of the tip.
struct PopoverShape: Shape {
    let frame: PopoverPlacement.Frame
    /// Where the drawing space's origin is, in the frame's coordinates.
    let origin: CGPoint
    /// Only the arrow: laid over a rim drawn along the body, it covers the rim where it joins.
    var arrowOnly = false

    func path(in rect: CGRect) -> Path {
        let body = frame.content.offsetBy(dx: -origin.x, dy: -origin.y)
        let tip = CGPoint(x: frame.tip.x - origin.x, y: frame.tip.y - origin.y)
        var path = arrowOnly ? Path() : Path(roundedRect: body, cornerRadius: frame.cornerRadius, style: .circular)
        if let edge = frame.sourceEdge { path.addPath(arrow(tip: tip, edge: edge)) }
        return path
    }

    /// The arrow as drawn pointing up, turned to point at the source: `along` runs along the
    /// body's edge, `inward` from the tip into the body (a rotation keeps the winding the body's,
    /// so the two fill as one; the base closes two points inside the body, so no seam shows, nor the glass rim under it).
    private func arrow(tip: CGPoint, edge: Edge) -> Path {
        let (along, inward): (CGVector, CGVector) = switch edge {
        case .bottom: (CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1))
        case .leading: (CGVector(dx: 0, dy: 1), CGVector(dx: -1, dy: 0))
        case .top: (CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: -1))
        case .trailing: (CGVector(dx: 0, dy: -1), CGVector(dx: 1, dy: 0))
        }
        func point(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
            CGPoint(x: tip.x + a * along.dx + b * inward.dx, y: tip.y + a * along.dy + b * inward.dy)
        }
        // The tip's shoulders are 2 across and 1 down from it; each side runs straight from its
        // shoulder to its midpoint, then curves to the body's edge about the base's corner.
        let h = PopoverMetrics.arrowHeight, half = PopoverMetrics.arrowBase / 2, reach = half + PopoverMetrics.arrowFlare
        let middle = (along: (2 + half) / 2, inward: (1 + h) / 2)
        var path = Path()
        path.move(to: point(-reach, h))
        path.addCurve(to: point(-middle.along, middle.inward), control1: point(-half, h), control2: point(-half, h))
        path.addLine(to: point(-2, 1))
        path.addCurve(to: point(2, 1), control1: point(0, 0), control2: point(0, 0))
        path.addLine(to: point(middle.along, middle.inward))
        path.addCurve(to: point(reach, h), control1: point(half, h), control2: point(half, h))
        path.addLine(to: point(reach, h + 2))
        path.addLine(to: point(-reach, h + 2))
        path.closeSubpath()
        return path
    }
}
