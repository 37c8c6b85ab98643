import LayoutDSL

/// A pie or donut slice's outline: the ring between its radii, its straight edges moved inward
/// by half the angular inset (so neighbouring slices stand the inset apart, in points, all along
/// their edges, as Apple's documentation of `SectorMark(angularInset:)` describes), and each
/// corner rounded by `cornerRadius` with an arc tangent to the edge and to the circle it meets.
/// Without an inner radius the edges meet at the apex, which stays sharp.
struct SectorOutline {
    let slice: ChartGeometry.Slice
    let cornerRadius: CGFloat

    func add(to path: inout Path) {
        let (c, big, small) = (slice.center, slice.outerRadius, slice.innerRadius)
        let gap = slice.angularInset / 2
        guard big > 0, slice.endAngle > slice.startAngle else { return }
        // The radius a corner can take: no more than half the ring's width or than the slice's
        // outer arc leaves.
        let r = max(0, min(cornerRadius, (big - small) / 2, big * CGFloat(slice.endAngle - slice.startAngle) / 2 - gap))
        func point(_ radius: CGFloat, _ angle: Double) -> CGPoint {
            CGPoint(x: c.x + radius * CGFloat(cos(angle)), y: c.y + radius * CGFloat(sin(angle)))
        }
        // The angle, from the centre, of a corner circle's centre at `distance`, touching an edge.
        func corner(_ distance: CGFloat, edge: Double, inward: Double) -> Double? {
            let ratio = (r + gap) / distance
            guard distance > 0, ratio < 1 else { return nil }
            return edge + inward * asin(Double(ratio))
        }
        guard let outerStart = corner(big - r, edge: slice.startAngle, inward: 1),
              let outerEnd = corner(big - r, edge: slice.endAngle, inward: -1), outerEnd > outerStart else { return }
        // A corner: the arc around `center` from the edge's touching point to the circle's.
        func round(_ center: CGPoint, from a: CGPoint, to b: CGPoint) {
            guard r > 0 else { path.addLine(to: b); return }
            let start = atan2(Double(a.y - center.y), Double(a.x - center.x)), end = atan2(Double(b.y - center.y), Double(b.x - center.x))
            var sweep = end - start
            if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
            path.addArc(center: center, radius: r, startAngle: .radians(start), endAngle: .radians(start + sweep), clockwise: sweep < 0)
        }
        // The touching point on a straight edge: the corner circle's centre moved `r` to the edge.
        func onEdge(_ center: CGPoint, edge: Double, side: CGFloat) -> CGPoint {
            CGPoint(x: center.x + side * r * CGFloat(sin(edge)), y: center.y - side * r * CGFloat(cos(edge)))
        }
        let p = point(big - r, outerStart), q = point(big - r, outerEnd)
        // Start at the inner end of the start edge.
        if small > 0, let innerStart = corner(small + r, edge: slice.startAngle, inward: 1),
           let innerEnd = corner(small + r, edge: slice.endAngle, inward: -1), innerEnd > innerStart {
            let u = point(small + r, innerStart), v = point(small + r, innerEnd)
            path.move(to: point(small, innerStart))
            round(u, from: point(small, innerStart), to: onEdge(u, edge: slice.startAngle, side: 1))
            path.addLine(to: onEdge(p, edge: slice.startAngle, side: 1))
            round(p, from: onEdge(p, edge: slice.startAngle, side: 1), to: point(big, outerStart))
            path.addArc(center: c, radius: big, startAngle: .radians(outerStart), endAngle: .radians(outerEnd), clockwise: false)
            round(q, from: point(big, outerEnd), to: onEdge(q, edge: slice.endAngle, side: -1))
            path.addLine(to: onEdge(v, edge: slice.endAngle, side: -1))
            round(v, from: onEdge(v, edge: slice.endAngle, side: -1), to: point(small, innerEnd))
            path.addArc(center: c, radius: small, startAngle: .radians(innerEnd), endAngle: .radians(innerStart), clockwise: true)
        } else {
            // The edges, moved by the gap, meet on the slice's middle line.
            let half = (slice.endAngle - slice.startAngle) / 2
            let apex = half < .pi / 2 ? point(gap / CGFloat(sin(half)), slice.startAngle + half) : c
            path.move(to: apex)
            path.addLine(to: onEdge(p, edge: slice.startAngle, side: 1))
            round(p, from: onEdge(p, edge: slice.startAngle, side: 1), to: point(big, outerStart))
            path.addArc(center: c, radius: big, startAngle: .radians(outerStart), endAngle: .radians(outerEnd), clockwise: false)
            round(q, from: point(big, outerEnd), to: onEdge(q, edge: slice.endAngle, side: -1))
        }
        path.closeSubpath()
    }
}
