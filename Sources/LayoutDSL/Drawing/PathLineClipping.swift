/// The line operations iOS 17 gives `Path` (Apple's documentation of `lineIntersection(_:eoFill:)`
/// and `lineSubtraction(_:eoFill:)`): the line of this path that lies inside (or outside) the
/// region the other path fills, read with the even-odd or non-zero rule. "Intersected subpaths
/// that are clipped create open subpaths. Closed subpaths that do not intersect other remain
/// closed." The line keeps its direction and its order, so a dash pattern or a trim runs along it
/// as along the original.
///
/// Each segment of this path's outline (flattened to within 0.01 pt) is cut where it crosses the
/// other's outline, and each piece kept by the winding number of the other path around its
/// middle. A closed subpath cut open starts where it first enters the kept region after its start,
/// as its pieces on either side of its start are one line.
extension Path {
    /// The line of this path inside the region `other` fills.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        lines(keepingInside: true, of: other, eoFill: eoFill)
    }

    /// The line of this path outside the region `other` fills.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        lines(keepingInside: false, of: other, eoFill: eoFill)
    }

    private func lines(keepingInside inside: Bool, of other: Path, eoFill: Bool) -> Path {
        let rings = other.fillRings()
        var result = Path()
        for line in flattened(tolerance: 0.01) {
            var points = line.points
            if line.closed, let first = points.first, points.last != first { points.append(first) }
            var runs: [[CGPoint]] = []
            var run: [CGPoint] = []
            var cut = false
            var runEndsInsideASegment = false
            for (p, q) in zip(points, points.dropFirst()) {
                let cuts = ([0, 1] + rings.flatMap { Path.crossings(from: p, to: q, ring: $0) }).sorted()
                for (t0, t1) in zip(cuts, cuts.dropFirst()) where t1 > t0 {
                    let middle = Path.point(from: p, to: q, at: (t0 + t1) / 2)
                    guard Path.fills(middle, rings: rings, eoFill: eoFill) == inside else {
                        if !run.isEmpty { runs.append(run); run = [] }
                        cut = true
                        continue
                    }
                    let end = Path.point(from: p, to: q, at: t1)
                    if run.isEmpty {
                        run = [Path.point(from: p, to: q, at: t0), end]
                    } else if runEndsInsideASegment {
                        run[run.count - 1] = end  // a crossing that changes nothing kept: no vertex
                    } else {
                        run.append(end)
                    }
                    runEndsInsideASegment = t1 < 1
                }
            }
            if !run.isEmpty { runs.append(run) }
            if line.closed && !cut, let ring = runs.first {
                result.addLines(Array(ring.dropLast()))
                result.closeSubpath()
                continue
            }
            // A closed subpath whose first and last pieces meet at its start is one line there.
            if line.closed, runs.count > 1, let first = runs.first, let last = runs.last,
               first.first == points.first, last.last == points.last {
                runs[runs.count - 1] = last + first.dropFirst()
                runs.removeFirst()
            }
            for run in runs { result.addLines(run) }
        }
        return result
    }

    /// Where the segment from `p` to `q` crosses the ring's edges, as fractions of the segment
    /// strictly between 0 and 1; a parallel edge is no crossing.
    private static func crossings(from p: CGPoint, to q: CGPoint, ring: [CGPoint]) -> [CGFloat] {
        let r = CGPoint(x: q.x - p.x, y: q.y - p.y)
        return ring.indices.compactMap { index in
            let a = ring[index], b = ring[(index + 1) % ring.count]
            let s = CGPoint(x: b.x - a.x, y: b.y - a.y)
            let denominator = r.x * s.y - r.y * s.x
            guard denominator != 0 else { return nil }
            let ap = CGPoint(x: a.x - p.x, y: a.y - p.y)
            let t = (ap.x * s.y - ap.y * s.x) / denominator, u = (ap.x * r.y - ap.y * r.x) / denominator
            return t > 0 && t < 1 && u >= 0 && u <= 1 ? t : nil
        }
    }

    private static func point(from p: CGPoint, to q: CGPoint, at t: CGFloat) -> CGPoint {
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
}
