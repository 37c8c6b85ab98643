/// How a UIScrollView's content moves under a finger and after it lets go, as pure functions of
/// one scroll view's geometry: the rubber band past the edges while dragging, momentum decaying
/// by 0.998 per millisecond, a critically damped spring back from overscroll, and where a fling
/// settles under `scrollTargetBehavior` (pages or scroll targets). Constants and formulas:
/// `Deceleration`, and docs/reference/scroll-physics-and-apis.md.
struct ScrollPhysics {
    let axes: Axis.Set
    let containerSize: CGSize
    let maxOffset: CGPoint
    let contentSize: CGSize
    let targetBehavior: ScrollSettling?
    let targetFrames: [CGRect]

    init(_ record: ScrollRecord) {
        axes = record.axes
        containerSize = record.containerSize
        contentSize = record.contentSize
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

    /// Where a fling settles under `.scrollTargetBehavior(_:)`; nil for a free scroll. The
    /// behavior is handed the viewport-sized rectangle at the offset the fling would come to
    /// rest at (momentum projected to its end, within the content) and the fling's velocity;
    /// the offset that shows the rectangle it returns is the target.
    func settleTarget(_ offset: CGPoint, velocity: CGSize) -> CGPoint? {
        guard let settling = targetBehavior else { return nil }
        func projected(_ a: Axis, _ v: CGFloat) -> CGFloat {
            axes.contains(a == .horizontal ? .horizontal : .vertical)
                ? min(max(offset[a] + v * Deceleration.travelPerVelocity, 0), maxOffset[a]) : offset[a]
        }
        let natural = ScrollTarget(rect: CGRect(origin: CGPoint(x: projected(.horizontal, velocity.width),
                                                                y: projected(.vertical, velocity.height)), size: containerSize))
        let context = ScrollTargetBehaviorContext(originalTarget: natural, velocity: CGVector(dx: velocity.width, dy: velocity.height),
                                                  contentSize: contentSize, containerSize: containerSize, axes: axes,
                                                  environment: settling.environment, releaseOffset: offset, targetFrames: targetFrames)
        var target = natural
        settling.behavior.updateTarget(&target, context: context)
        let settled = target.offset(container: containerSize, maximum: maxOffset)
        return CGPoint(x: axes.contains(.horizontal) ? settled.x : offset.x, y: axes.contains(.vertical) ? settled.y : offset.y)
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
