/// Splits polylines into the dashes of a pattern, only where they can show: a segment outside
/// `visible` advances the pattern by its length in one step, and the dashes of a segment that
/// crosses it start and end at its edges. Work grows with the visible length, not with the
/// path's (a dashed 1e8-point rectangle, a curve to 1e300: `FuzzRegressionTests`).
///
/// As CoreGraphics does, an odd number of lengths repeats with on and off swapped, and the
/// phase is a distance into the pattern; negative lengths count as 0.
package struct Dasher {
    /// On and off lengths, doubled when odd so that even indices are always on.
    let pattern: [CGFloat]
    let period: CGFloat
    let phase: CGFloat
    /// The region of the polylines' space where dashes are made; nil: everywhere.
    let visible: CGRect?

    /// Dash periods the visible part of a path may hold before it is stroked solid instead:
    /// a pattern far finer than a pixel along a long visible line would make millions of dashes.
    static let maximumPeriods: CGFloat = 100_000

    /// nil when the pattern draws nothing but solid lines (empty, or no positive length).
    package init?(dash: [CGFloat], phase: CGFloat, visible: CGRect?) {
        let lengths = dash.map { $0 > 0 ? $0 : 0 }
        pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, period.isFinite else { return nil }
        self.phase = phase.isFinite ? phase : 0
        self.visible = visible
    }

    /// Where the pattern stands: which length, how much of it is left.
    private struct Position {
        var index = 0
        var remaining: CGFloat = 0
        var on: Bool { index % 2 == 0 }
    }

    /// The position `distance` into the pattern.
    private func position(at distance: CGFloat) -> Position {
        var offset = distance.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        while offset >= pattern[index] && index < pattern.count - 1 { offset -= pattern[index]; index += 1 }
        return Position(index: index, remaining: max(pattern[index] - offset, 0))
    }

    /// How far into the pattern `position` is.
    private func distance(of position: Position) -> CGFloat {
        pattern[..<position.index].reduce(0, +) + pattern[position.index] - position.remaining
    }

    /// `position` moved on by `length`, in one step however long (a length past any float's
    /// precision leaves it where it is).
    private func advanced(_ position: Position, by length: CGFloat) -> Position {
        guard length.isFinite else { return position }
        if length < position.remaining { return Position(index: position.index, remaining: position.remaining - length) }
        return self.position(at: distance(of: position) + length)
    }

    /// The segments of a polyline, the closing one included.
    private static func segments(_ line: Path.Polyline) -> Zip2Sequence<[CGPoint], ArraySlice<CGPoint>> {
        var points = line.points
        if line.closed, let first = points.first { points.append(first) }
        return zip(points, points.dropFirst())
    }

    /// The part of p→q inside `visible`, as parameters 0…1 along it (Liang–Barsky), or nil.
    func visibleRange(_ p: CGPoint, _ q: CGPoint) -> (CGFloat, CGFloat)? {
        guard let visible else { return (0, 1) }
        var t0: CGFloat = 0, t1: CGFloat = 1
        let dx = q.x - p.x, dy = q.y - p.y
        for (step, room) in [(-dx, p.x - visible.minX), (dx, visible.maxX - p.x), (-dy, p.y - visible.minY), (dy, visible.maxY - p.y)] {
            if step == 0 {
                if room < 0 { return nil }
                continue
            }
            let t = room / step
            if step < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
        }
        return t0 <= t1 && t0.isFinite && t1.isFinite ? (t0, t1) : nil
    }

    /// The part of p→q inside `visible`: its ends, and the parameters 0…1 where they lie. The
    /// ends are kept inside `visible`: from a point 1.8e308 away, `p + (q - p) · t0` is only
    /// known to within 1e292, and a dash loop over such a "visible part" never ended
    /// (seed 13 tree 8955, seed 14 trees 583 and 24563: 1.1 GB of dashes, then a crash).
    func visiblePart(_ p: CGPoint, _ q: CGPoint) -> (a: CGPoint, b: CGPoint, t0: CGFloat, t1: CGFloat)? {
        guard let (t0, t1) = visibleRange(p, q) else { return nil }
        func inside(_ point: CGPoint) -> CGPoint {
            guard let visible else { return point }
            return CGPoint(x: min(max(point.x, visible.minX), visible.maxX), y: min(max(point.y, visible.minY), visible.maxY))
        }
        let a = inside(t0 > 0 ? CGPoint(x: p.x + (q.x - p.x) * t0, y: p.y + (q.y - p.y) * t0) : p)
        let b = inside(t1 < 1 ? CGPoint(x: p.x + (q.x - p.x) * t1, y: p.y + (q.y - p.y) * t1) : q)
        return (a, b, t0, t1)
    }

    /// The length of the lines inside `visible`.
    func visibleLength(_ lines: [Path.Polyline]) -> CGFloat {
        var total: CGFloat = 0
        for line in lines {
            for (p, q) in Self.segments(line) {
                guard let (a, b, _, _) = visiblePart(p, q) else { continue }
                total += hypot(b.x - a.x, b.y - a.y)
            }
        }
        return total
    }

    /// The dashes along `lines` inside `visible`, each an open polyline; nil when there would be
    /// more than `maximumPeriods` of them (or the visible length is not finite): stroke solid.
    package func dashes(_ lines: [Path.Polyline]) -> [Path.Polyline]? {
        let length = visibleLength(lines)
        guard length.isFinite, length / period <= Self.maximumPeriods else { return nil }
        var result: [Path.Polyline] = []
        var current: [CGPoint] = []
        func finish() {
            if current.count > 1 { result.append(Path.Polyline(points: current, closed: false)) }
            current = []
        }
        for line in lines {
            var position = self.position(at: phase)
            for (p, q) in Self.segments(line) {
                let full = hypot(q.x - p.x, q.y - p.y)
                guard let (a, b, t0, t1) = visiblePart(p, q) else {
                    finish()
                    position = advanced(position, by: full)
                    continue
                }
                if t0 > 0 { finish(); position = advanced(position, by: full * t0) }
                if position.on, current.isEmpty { current = [a] }
                var start = a
                var left = hypot(b.x - a.x, b.y - a.y)
                while left > position.remaining {
                    let t = position.remaining / left
                    let split = CGPoint(x: start.x + (b.x - start.x) * t, y: start.y + (b.y - start.y) * t)
                    if position.on { current.append(split); result.append(Path.Polyline(points: current, closed: false)); current = [] }
                    else { current = [split] }
                    left -= position.remaining
                    start = split
                    position.index = (position.index + 1) % pattern.count
                    position.remaining = pattern[position.index]
                }
                position.remaining -= left
                if position.on { current.append(b) }
                if t1 < 1 { finish(); position = advanced(position, by: full * (1 - t1)) }
            }
            finish()
        }
        return result
    }
}
