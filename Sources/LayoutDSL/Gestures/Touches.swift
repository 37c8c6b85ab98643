/// A simulated finger. Touches are hit-tested against the last settled tree; a drag is
/// delivered to the winning `DragGesture` (the deepest one, unless an ancestor's has high
/// priority; simultaneous ones also run), or, if none, scrolls the nearest ScrollView along
/// its axis, rubber-banding past the edges. After release a scroll view decelerates as
/// UIScrollView does (0.998 per millisecond) and springs back from overscroll.
extension ViewHost {
    /// Taps at a point in canvas coordinates; returns the frame after the tap's actions.
    @discardableResult
    public func tap(at point: CGPoint) throws -> ResolvedTree {
        if lastRoot == nil { _ = try update() }
        if let chain = lastRoot?.hitTest(point)?.chain,
           let gesture = chain.lazy.flatMap(\.gestures).first(where: { if case .tap = $0.recognizer.kind { return true }; return false }) {
            CurrentHost.with(clock) { gesture.recognizer.tapped.forEach { $0() } }
        }
        return try update()
    }

    /// Drags a finger in a straight line over `duration` seconds, one frame per 1/fps, releases
    /// it moving at the drag's speed (or `releaseVelocity`, points per second), then keeps
    /// rendering until scrolling settles or `settle` seconds pass. Returns every frame.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25,
                     releaseVelocity: CGSize? = nil, framesPerSecond: Double = 60,
                     settle: TimeInterval = 1) throws -> [RenderedFrame] {
        if lastRoot == nil { _ = try update() }
        let fps = framesPerSecond
        let steps = max(Int((duration * fps).rounded()), 1)
        let startTime = time
        var frames: [RenderedFrame] = []
        let chain = lastRoot?.hitTest(start)?.chain ?? []
        let drags = chain.flatMap { node in node.gestures.filter { if case .drag = $0.recognizer.kind { return true }; return false }
            .map { (node, $0) } }
        let winner = drags.first { $0.1.priority == .high } ?? drags.first { $0.1.priority == .normal }
        let receivers = drags.filter { $0.1.priority == .simultaneous || ($0.0 === winner?.0 && $0.1.priority == winner?.1.priority) }
        let scroller = winner == nil ? chain.first { $0.behavior is ScrollViewBehavior } : nil
        let scrollTarget: String? = scroller.flatMap(scrollTargetName)
        let startOffset = scroller.map(currentOffset) ?? .zero
        var started: Set<Int> = []
        var refreshTriggered = false

        /// Gestures get `onChanged` once the finger has moved their minimum distance, and
        /// `onEnded` at release if they started; values are in each gesture's coordinate space.
        func deliver(_ location: CGPoint, velocity: CGSize, ended: Bool) {
            let distance = hypot(location.x - start.x, location.y - start.y)
            for (index, (node, gesture)) in receivers.enumerated() {
                guard case .drag(let minimum, let space) = gesture.recognizer.kind else { continue }
                let toSpace = space == .global ? CGAffineTransform.identity : node.transform.inverted()
                let value = DragGesture.Value(time: clock.date, location: location.applying(toSpace),
                                              startLocation: start.applying(toSpace), velocity: velocity)
                CurrentHost.with(clock) {
                    if ended {
                        if started.contains(index) { gesture.recognizer.ended.forEach { $0(value) } }
                    } else if distance >= minimum {
                        started.insert(index)
                        gesture.recognizer.changed.forEach { $0(value) }
                    }
                }
            }
        }

        let speed = CGSize(width: (end.x - start.x) / duration, height: (end.y - start.y) / duration)
        if scroller != nil { setScrollPhase(.interacting, target: scrollTarget) }
        for step in 0...steps {
            advanceTime(to: startTime + Double(step) / fps)
            let t = CGFloat(step) / CGFloat(steps)
            let location = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            if let scroller {
                let offset = rubberBanded(startOffset, translation: CGSize(width: location.x - start.x, height: location.y - start.y), scroller)
                setScrollOffset(offset, target: scrollTarget)
                // UIRefreshControl triggers while the finger is still down, once pulled far enough.
                if !refreshTriggered, offset.y < -RefreshControl.triggerDistance,
                   let refresh = (scroller.behavior as? ScrollViewBehavior)?.refresh {
                    refreshTriggered = true
                    Task { await refresh() }
                }
            } else if step > 0 {
                deliver(location, velocity: speed, ended: false)
            }
            frames.append(RenderedFrame(index: frames.count, time: time - startTime, offset: scroller.map { _ in currentOffset(of: scrollTarget) }, tree: try frame()))
        }
        let release = releaseVelocity ?? speed
        if scroller == nil {
            deliver(end, velocity: release, ended: true)
        }
        // After release: deceleration (scroll views) or whatever the clock drives (animations).
        let releaseTime = time
        var offset = scroller.map { _ in currentOffset(of: scrollTarget) } ?? .zero
        var velocity = CGSize(width: -release.width, height: -release.height)
        let pageTarget = scroller.flatMap { node in settleTarget(offset, velocity: velocity, node) }
        if scroller != nil { setScrollPhase(.decelerating, target: scrollTarget) }
        let settleFrames = Int((settle * fps).rounded())
        for step in 1...max(settleFrames, 1) {
            let dt = 1 / fps
            advanceTime(to: releaseTime + Double(step) * dt)
            if let scroller {
                (offset, velocity) = pageTarget.map { spring(offset, velocity: velocity, to: $0, dt: dt) }
                    ?? decelerate(offset, velocity: velocity, dt: dt, scroller)
                setScrollOffset(offset, target: scrollTarget)
                if abs(velocity.width) < 1, abs(velocity.height) < 1, isInBounds(offset, scroller) {
                    setScrollPhase(.idle, target: scrollTarget)
                }
            }
            frames.append(RenderedFrame(index: frames.count, time: time - startTime, offset: scroller.map { _ in offset }, tree: try frame()))
            if scroller != nil, graph.scrollPhases[scrollTarget] == .idle { break }
        }
        return frames
    }

    // MARK: Scrolling by touch

    private func scrollTargetName(_ node: LayoutNode) -> String? {
        guard let behavior = node.behavior as? ScrollViewBehavior, behavior.ordinal != 0 else { return nil }
        return node.identifier ?? node.explicitID.map { "\($0.base)" }
    }

    private func currentOffset(_ node: LayoutNode) -> CGPoint { currentOffset(of: scrollTargetName(node)) }
    private func currentOffset(of target: String?) -> CGPoint { graph.scrollOffsets[target] ?? .zero }

    /// The largest offset along each axis: content size less the viewport, never negative.
    private func maxOffset(_ node: LayoutNode) -> CGPoint {
        let content = node.subviews.first?.size ?? .zero
        return CGPoint(x: max(content.width - node.size.width, 0), y: max(content.height - node.size.height, 0))
    }

    private func rubberBanded(_ start: CGPoint, translation: CGSize, _ node: LayoutNode) -> CGPoint {
        let axes = (node.behavior as? ScrollViewBehavior)?.axes ?? .vertical
        let limit = maxOffset(node)
        func band(_ raw: CGFloat, _ max: CGFloat, _ extent: CGFloat) -> CGFloat {
            if raw < 0 { return Deceleration.rubberBand(raw, dimension: extent) }
            if raw > max { return max + Deceleration.rubberBand(raw - max, dimension: extent) }
            return raw
        }
        return CGPoint(x: axes.contains(.horizontal) ? band(start.x - translation.width, limit.x, node.size.width) : start.x,
                       y: axes.contains(.vertical) ? band(start.y - translation.height, limit.y, node.size.height) : start.y)
    }

    private func isInBounds(_ offset: CGPoint, _ node: LayoutNode) -> Bool {
        let limit = maxOffset(node)
        return offset.x >= -0.5 && offset.y >= -0.5 && offset.x <= limit.x + 0.5 && offset.y <= limit.y + 0.5
    }

    /// Where a fling settles under `.scrollTargetBehavior(_:)`; nil for a free scroll.
    /// Paging: a container's extent per page, at most one page from where the finger left it,
    /// in the direction of travel. View alignment: the leading edge of the scroll target
    /// (`scrollTargetLayout()`) nearest to where the fling would have come to rest, with no
    /// limit on how many views it passes (`limitBehavior: .never`; other limits are not modelled).
    private func settleTarget(_ offset: CGPoint, velocity: CGSize, _ node: LayoutNode) -> CGPoint? {
        guard let scroll = node.behavior as? ScrollViewBehavior, scroll.targetBehavior != .none else { return nil }
        let limit = maxOffset(node)
        let edges: [CGRect] = scroll.targetBehavior == .viewAligned
            ? node.scrollTargets.map { node.contentRect(CGRect(size: $0.size), of: $0) } : []
        func axis(_ a: Axis, _ x: CGFloat, _ v: CGFloat, _ limit: CGFloat) -> CGFloat {
            let projected = x + v * Deceleration.travelPerVelocity
            if scroll.targetBehavior == .viewAligned {
                let nearest = edges.map { $0.origin[a] }.min { abs($0 - projected) < abs($1 - projected) }
                return min(max(nearest ?? projected, 0), limit)
            }
            let page = node.size[a]
            guard page > 0 else { return x }
            let current = (x / page).rounded()
            let target = min(max((projected / page).rounded(), current - 1), current + 1)
            return min(max(target * page, 0), limit)
        }
        return CGPoint(x: scroll.axes.contains(.horizontal) ? axis(.horizontal, offset.x, velocity.width, limit.x) : offset.x,
                       y: scroll.axes.contains(.vertical) ? axis(.vertical, offset.y, velocity.height, limit.y) : offset.y)
    }

    /// A critically damped spring (response 0.4 s) towards `target`.
    private func spring(_ offset: CGPoint, velocity: CGSize, to target: CGPoint, dt: Double) -> (CGPoint, CGSize) {
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

    /// One frame of momentum: decay within bounds (stopping at an edge), a critically damped
    /// spring (response 0.4 s) back from overscroll.
    private func decelerate(_ offset: CGPoint, velocity: CGSize, dt: Double, _ node: LayoutNode) -> (CGPoint, CGSize) {
        let axes = (node.behavior as? ScrollViewBehavior)?.axes ?? .vertical
        let limit = maxOffset(node)
        func axis(_ x: CGFloat, _ v: CGFloat, _ max: CGFloat) -> (CGFloat, CGFloat) {
            if x < 0 || x > max {
                let (point, speed) = spring(CGPoint(x: x, y: 0), velocity: CGSize(width: v, height: 0),
                                            to: CGPoint(x: x < 0 ? 0 : max, y: 0), dt: dt)
                return (point.x, speed.width)
            }
            let next = x + Deceleration.distance(velocity: v, after: dt)
            let nextV = Deceleration.velocity(v, after: dt)
            if next < 0 { return (0, 0) }
            if next > max { return (max, 0) }
            return (next, abs(nextV) < 1 ? 0 : nextV)
        }
        let (x, vx) = axes.contains(.horizontal) ? axis(offset.x, velocity.width, limit.x) : (offset.x, 0)
        let (y, vy) = axes.contains(.vertical) ? axis(offset.y, velocity.height, limit.y) : (offset.y, 0)
        return (CGPoint(x: x, y: y), CGSize(width: vx, height: vy))
    }
}
