extension ViewHost {
    /// A still, as Xcode's canvas settles on a preview and an iOS snapshot captures a view: after
    /// it appeared. The frame is taken once the animations that appearing started have run to
    /// their end (`withAnimation` in `onAppear` or a `task`, the transitions of the views it
    /// inserted, `.animation(_:value:)` on what changed): virtual time jumps to the moment the
    /// last of them ends and the update loop settles there; an animation started then (by a
    /// completion) is followed too, up to `limit` seconds after the start, where the still is
    /// taken whatever still runs. An animation that repeats forever never ends: it is shown at
    /// its start phase when nothing else ran, else where it is when the others end. The frame
    /// is numbered 0 and timed at the moment it shows. Sequences (`run`, `drag`, `taps`) keep
    /// showing time as it passes from now.
    ///
    /// Ends are compared in the clock's whole nanoseconds, where it lands when it jumps to them
    /// (compared in seconds, the rounded clock could stay a fraction of a nanosecond short of
    /// an end for ever).
    public func still(at offset: CGPoint = .zero, target: ScrollViewSelector = .first,
                      limit: TimeInterval = 10) throws -> RenderedFrame {
        let start = time
        setScrollOffset(offset, target: target)
        var tree = try frame()
        while let end = animations.endTime, VirtualClock.nanoseconds(end) > clock.nanoseconds, time < start + limit {
            advanceTime(to: min(end, start + limit))
            tree = try frame()
        }
        return try announce(RenderedFrame(index: 0, time: time - start, offset: offset, tree: tree))
    }
}
