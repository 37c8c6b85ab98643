/// A simulated finger. Touches are hit-tested against the last settled tree. A drag goes to the
/// receiver `DragReceiver` picks when the finger lands: gestures get their values in their
/// coordinate spaces; a scroll view follows the finger under `ScrollPhysics` (rubber band
/// past the edges), and after release coasts, springs back or settles on a page or a target,
/// one frame per 1/fps of virtual time.
extension ViewHost {
    /// Taps at a point in canvas coordinates; returns the frame after the tap's actions: the
    /// first of any animation they start (the frame before the tap is drawn first if none was,
    /// so an animation has where to start from).
    @discardableResult
    public func tap(at point: CGPoint) throws -> ResolvedTree {
        if !animations.hasDrawn { _ = try frame() }
        if let chain = lastRoot?.hitTest(point)?.chain,
           let node = chain.first(where: { $0.gestures.contains(where: \.recognizer.kind.isTapLike) }),
           let gesture = node.gestures.first(where: \.recognizer.kind.isTapLike) {
            let local = point.applying(node.transform.inverted())
            CurrentHost.with(self) { gesture.recognizer.tapped.forEach { $0(local, point) } }
        }
        return try frame()
    }

    /// A finger held still at a point for `duration` seconds of virtual time, then lifted.
    /// The innermost long press under it whose minimum duration the hold reaches begins when the
    /// finger lands and fires once it has been held (a `contextMenu`, `onLongPressGesture`);
    /// with none, the touch lifts as a tap does (a button runs its action: UIKit's
    /// touch-up-inside does not depend on how long the finger stayed). Returns the frame after.
    @discardableResult
    public func touch(at point: CGPoint, holding duration: TimeInterval) throws -> ResolvedTree {
        guard duration > 0 else { return try tap(at: point) }
        if !animations.hasDrawn { _ = try frame() }
        let chain = lastRoot?.hitTest(point)?.chain ?? []
        let press = chain.lazy.compactMap { node in
            node.gestures.first { gesture in
                if case .longPress(let minimum, _) = gesture.recognizer.kind { return minimum <= duration }
                return false
            }
        }.first
        guard let press else {
            advanceTime(to: time + duration)
            return try tap(at: point)
        }
        CurrentHost.with(self) { press.recognizer.pressBegan.forEach { $0() } }
        advanceTime(to: time + duration)
        CurrentHost.with(self) { press.recognizer.held.forEach { $0() } }
        return try frame()
    }

    /// Taps each point in turn, 1/fps of virtual time apart (a touch held `holds[i]` seconds
    /// where given: `touch(at:holding:)`); returns the frame after each tap, then frames 1/fps
    /// apart until `duration` seconds after the last tap (what the taps started animating).
    public func taps(at points: [CGPoint], holding holds: [TimeInterval] = [], framesPerSecond: Double = 60,
                     thenFor duration: TimeInterval = 0) throws -> [RenderedFrame] {
        let start = time
        var frames: [RenderedFrame] = []
        for (index, point) in points.enumerated() {
            if !frames.isEmpty { advanceTime(to: max(time, start + Double(frames.count) / framesPerSecond)) }
            let tree = try touch(at: point, holding: index < holds.count ? holds[index] : 0)
            frames.append(try announce(RenderedFrame(index: frames.count, time: time - start, offset: nil, tree: tree)))
        }
        let tapped = time
        let following = Int((max(duration, 0) * framesPerSecond + 1e-9).rounded(.down))
        for index in 0..<max(following, 0) {
            advanceTime(to: tapped + Double(index + 1) / framesPerSecond)
            frames.append(try announce(RenderedFrame(index: frames.count, time: time - start, offset: nil, tree: try frame())))
        }
        return frames
    }

    /// Drags a finger in a straight line over `duration` seconds, one frame per 1/fps, releases
    /// it moving at the drag's speed (or `releaseVelocity`, points per second), then keeps
    /// rendering until scrolling settles or `settle` seconds pass. Returns every frame.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25,
                     releaseVelocity: CGSize? = nil, framesPerSecond: Double = 60,
                     settle: TimeInterval = 1) throws -> [RenderedFrame] {
        if lastRoot == nil { _ = try update() }
        let stroke = FingerStroke(start: start, end: end, duration: duration, framesPerSecond: framesPerSecond, startTime: time)
        let release = releaseVelocity ?? stroke.speed
        switch DragReceiver(chain: lastRoot?.hitTest(start)?.chain ?? [], stroke: CGSize(width: end.x - start.x, height: end.y - start.y)) {
        case .scrollView(let identity):
            return try scroll(identity, by: stroke, release: release, settle: settle)
        case .gestures(let receivers):
            return try drive(receivers, by: stroke, release: release, settle: settle)
        case .nothing:
            return try drive([], by: stroke, release: release, settle: settle)
        }
    }

    /// The finger follows the stroke; the scroll view follows the finger. A `.refreshable`
    /// action runs while the finger is still down, once pulled past the trigger distance, as
    /// UIRefreshControl does. After release the offset coasts until it rests in bounds.
    private func scroll(_ identity: Int, by stroke: FingerStroke, release: CGSize, settle: TimeInterval) throws -> [RenderedFrame] {
        guard let record = graph.scrolls.record(identity) else { return [] }
        let physics = ScrollPhysics(record)
        var frames: [RenderedFrame] = []
        var offset = record.offset
        func show() throws {
            graph.scrolls.setOffset(offset, of: identity)
            frames.append(try announce(RenderedFrame(index: frames.count, time: time - stroke.startTime, offset: offset,
                                                     tree: try frame())))
        }
        var refreshTriggered = false
        setScrollPhase(.interacting, of: identity)
        for step in 0...stroke.steps {
            advanceTime(to: stroke.time(ofStep: step))
            var translation = stroke.translation(atStep: step)
            if record.isRightToLeft { translation.width = -translation.width }
            offset = physics.dragged(from: record.offset, translation: translation)
            if !refreshTriggered, offset.y < -RefreshControl.triggerDistance, let refresh = record.refresh {
                refreshTriggered = true
                Task { await refresh() }
            }
            try show()
        }
        // What the last frame left (its update may have moved the scroll view, e.g. `scrollTo`).
        offset = graph.scrolls.record(identity)?.offset ?? offset
        var velocity = CGSize(width: record.isRightToLeft ? release.width : -release.width, height: -release.height)
        let target = physics.settleTarget(offset, velocity: velocity)
        setScrollPhase(.decelerating, of: identity, velocity: CGVector(dx: velocity.width, dy: velocity.height))
        let releaseTime = time
        for step in 1...max(stroke.frames(in: settle), 1) {
            advanceTime(to: releaseTime + Double(step) / stroke.framesPerSecond)
            (offset, velocity) = physics.coast(offset, velocity: velocity, towards: target, dt: 1 / stroke.framesPerSecond)
            let resting = abs(velocity.width) < 1 && abs(velocity.height) < 1 && physics.isInBounds(offset)
            if resting { setScrollPhase(.idle, of: identity) }
            try show()
            if resting { break }
        }
        return frames
    }

    /// Gestures get `onChanged` once the finger has moved their minimum distance, and
    /// `onEnded` at release if they started; values are in each gesture's coordinate space.
    /// A press (a button) is pressed from the first frame while the finger is inside the view's
    /// bounds, and runs its action if the finger lifts inside them.
    /// After release the frames show whatever the clock drives (animations, deferred work).
    private func drive(_ receivers: [(node: LayoutNode, gesture: AttachedGesture)], by stroke: FingerStroke,
                       release: CGSize, settle: TimeInterval) throws -> [RenderedFrame] {
        var frames: [RenderedFrame] = []
        var started: Set<Int> = []
        func deliver(_ location: CGPoint, velocity: CGSize, ended: Bool, touchDown: Bool = false) {
            let distance = hypot(location.x - stroke.start.x, location.y - stroke.start.y)
            for (index, (node, gesture)) in receivers.enumerated() {
                if case .press = gesture.recognizer.kind {
                    let inside = CGRect(origin: .zero, size: node.size).contains(location.applying(node.transform.inverted()))
                    CurrentHost.with(self) {
                        gesture.recognizer.pressing.forEach { $0(inside && !ended) }
                        if ended, inside {
                            gesture.recognizer.tapped.forEach { $0(location.applying(node.transform.inverted()), location) }
                        }
                    }
                    continue
                }
                guard !touchDown, case .drag(let minimum, let space) = gesture.recognizer.kind else { continue }
                let toSpace = space == .global ? CGAffineTransform.identity : node.transform.inverted()
                let value = DragGesture.Value(time: clock.date, location: location.applying(toSpace),
                                              startLocation: stroke.start.applying(toSpace), velocity: velocity)
                CurrentHost.with(self) {
                    if ended {
                        if started.contains(index) { gesture.recognizer.ended.forEach { $0(value) } }
                    } else if distance >= minimum {
                        started.insert(index)
                        gesture.recognizer.changed.forEach { $0(value) }
                    }
                }
            }
        }
        for step in 0...stroke.steps {
            advanceTime(to: stroke.time(ofStep: step))
            deliver(stroke.location(atStep: step), velocity: stroke.speed, ended: false, touchDown: step == 0)
            frames.append(try announce(RenderedFrame(index: frames.count, time: time - stroke.startTime, offset: nil, tree: try frame())))
        }
        deliver(stroke.end, velocity: release, ended: true)
        let releaseTime = time
        for step in 1...max(stroke.frames(in: settle), 1) {
            advanceTime(to: releaseTime + Double(step) / stroke.framesPerSecond)
            frames.append(try announce(RenderedFrame(index: frames.count, time: time - stroke.startTime, offset: nil, tree: try frame())))
        }
        return frames
    }
}

/// A finger moving in a straight line at constant speed, sampled once per frame.
struct FingerStroke {
    let start: CGPoint, end: CGPoint
    let duration: TimeInterval, framesPerSecond: Double, startTime: TimeInterval

    var steps: Int { max(Int((duration * framesPerSecond).rounded()), 1) }
    var speed: CGSize { CGSize(width: (end.x - start.x) / duration, height: (end.y - start.y) / duration) }
    func frames(in seconds: TimeInterval) -> Int { Int((seconds * framesPerSecond).rounded()) }
    func time(ofStep step: Int) -> TimeInterval { startTime + Double(step) / framesPerSecond }

    func location(atStep step: Int) -> CGPoint {
        let t = CGFloat(step) / CGFloat(steps)
        return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    }

    func translation(atStep step: Int) -> CGSize {
        let location = location(atStep: step)
        return CGSize(width: location.x - start.x, height: location.y - start.y)
    }
}
