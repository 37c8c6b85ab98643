/// How a UIScrollView's content moves under a finger and after it lets go, as pure functions of
/// one scroll view's geometry: the rubber band past the edges while dragging, momentum decaying
/// by 0.998 per millisecond, a critically damped spring back from overscroll, and where a fling
/// settles under `scrollTargetBehavior` (pages or scroll targets). Constants and formulas:
/// `Deceleration`, and shared/reference/scroll-physics-and-apis.md.
struct ScrollPhysics {
    let axes: Axis.Set
    let containerSize: CGSize
    let maxOffset: CGPoint
    let targetBehavior: ScrollTargetKind
    let targetFrames: [CGRect]

    init(_ record: ScrollRecord) {
        axes = record.axes
        containerSize = record.containerSize
        maxOffset = record.maxOffset
        targetBehavior = record.targetBehavior
        targetFrames = record.targetFrames
    }

    /// The offset while a finger that started at `start` has moved by `translation`.
    func dragged(from start: CGPoint, translation: CGSize) -> CGPoint {
        func band(_ raw: CGFloat, _ max: CGFloat, _ extent: CGFloat) -> CGFloat {
            if raw < 0 { return Deceleration.rubberBand(raw, dimension: extent) }
            if raw > max { return max + Deceleration.rubberBand(raw - max, dimension: extent) }
            return raw
        }
        return CGPoint(x: axes.contains(.horizontal) ? band(start.x - translation.width, maxOffset.x, containerSize.width) : start.x,
                       y: axes.contains(.vertical) ? band(start.y - translation.height, maxOffset.y, containerSize.height) : start.y)
    }

    func isInBounds(_ offset: CGPoint) -> Bool {
        offset.x >= -0.5 && offset.y >= -0.5 && offset.x <= maxOffset.x + 0.5 && offset.y <= maxOffset.y + 0.5
    }

    /// Where a fling settles under `.scrollTargetBehavior(_:)`; nil for a free scroll.
    /// Paging: a container's extent per page, at most one page from where the finger left it,
    /// in the direction of travel. View alignment: the leading edge of the scroll target
    /// (`scrollTargetLayout()`) nearest to where the fling would have come to rest, with no
    /// limit on how many views it passes (`limitBehavior: .never`; other limits are not modelled).
    func settleTarget(_ offset: CGPoint, velocity: CGSize) -> CGPoint? {
        guard targetBehavior != .none else { return nil }
        func axis(_ a: Axis, _ x: CGFloat, _ v: CGFloat, _ limit: CGFloat) -> CGFloat {
            let projected = x + v * Deceleration.travelPerVelocity
            if targetBehavior == .viewAligned {
                let nearest = targetFrames.map { $0.origin[a] }.min { abs($0 - projected) < abs($1 - projected) }
                return min(max(nearest ?? projected, 0), limit)
            }
            let page = containerSize[a]
            guard page > 0 else { return x }
            let current = (x / page).rounded()
            let target = min(max((projected / page).rounded(), current - 1), current + 1)
            return min(max(target * page, 0), limit)
        }
        return CGPoint(x: axes.contains(.horizontal) ? axis(.horizontal, offset.x, velocity.width, maxOffset.x) : offset.x,
                       y: axes.contains(.vertical) ? axis(.vertical, offset.y, velocity.height, maxOffset.y) : offset.y)
    }

    /// One frame after release: towards the settle target if there is one, else momentum.
    func coast(_ offset: CGPoint, velocity: CGSize, towards target: CGPoint?, dt: Double) -> (CGPoint, CGSize) {
        target.map { Self.spring(offset, velocity: velocity, to: $0, dt: dt) } ?? decelerate(offset, velocity: velocity, dt: dt)
    }

    /// A critically damped spring (response 0.4 s) towards `target`.
    static func spring(_ offset: CGPoint, velocity: CGSize, to target: CGPoint, dt: Double) -> (CGPoint, CGSize) {
        func axis(_ x: CGFloat, _ v: CGFloat, _ goal: CGFloat) -> (CGFloat, CGFloat) {
            let omega = 2 * Double.pi / 0.4
            let d = Double(x - goal), e = exp(-omega * dt)
            let newD = (d + (Double(v) + omega * d) * dt) * e
            let newV = (Double(v) - (Double(v) + omega * d) * omega * dt) * e
            return abs(newD) < 0.25 && abs(newV) < 1 ? (goal, 0) : (goal + CGFloat(newD), CGFloat(newV))
        }
        let (x, vx) = axis(offset.x, velocity.width, target.x), (y, vy) = axis(offset.y, velocity.height, target.y)
        return (CGPoint(x: x, y: y), CGSize(width: vx, height: vy))
    }

    /// One frame of momentum: decay within bounds (stopping at an edge), the spring back from
    /// overscroll.
    func decelerate(_ offset: CGPoint, velocity: CGSize, dt: Double) -> (CGPoint, CGSize) {
        func axis(_ x: CGFloat, _ v: CGFloat, _ max: CGFloat) -> (CGFloat, CGFloat) {
            if x < 0 || x > max {
                let (point, speed) = Self.spring(CGPoint(x: x, y: 0), velocity: CGSize(width: v, height: 0),
                                                 to: CGPoint(x: x < 0 ? 0 : max, y: 0), dt: dt)
                return (point.x, speed.width)
            }
            let next = x + Deceleration.distance(velocity: v, after: dt)
            let nextV = Deceleration.velocity(v, after: dt)
            if next < 0 { return (0, 0) }
            if next > max { return (max, 0) }
            return (next, abs(nextV) < 1 ? 0 : nextV)
        }
        let (x, vx) = axes.contains(.horizontal) ? axis(offset.x, velocity.width, maxOffset.x) : (offset.x, 0)
        let (y, vy) = axes.contains(.vertical) ? axis(offset.y, velocity.height, maxOffset.y) : (offset.y, 0)
        return (CGPoint(x: x, y: y), CGSize(width: vx, height: vy))
    }
}
