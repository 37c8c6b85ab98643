/// One frame of a sequence: when it was taken, at what content offset, and the settled tree.
public struct RenderedFrame {
    public let index: Int
    /// Virtual seconds since the sequence started.
    public let time: TimeInterval
    /// The content offset set for this frame, if the sequence sets offsets.
    public let offset: CGPoint?
    public let tree: ResolvedTree
}

/// Content offsets to render one after another, at a frame rate.
public struct ScrollSequence {
    public var offsets: [CGPoint]
    /// The ScrollView to scroll: the first one unless named by `accessibilityIdentifier` or `.id`.
    public var target: ScrollViewSelector
    public var framesPerSecond: Double

    public init(offsets: [CGPoint], target: ScrollViewSelector = .first, framesPerSecond: Double = 60) {
        self.offsets = offsets; self.target = target; self.framesPerSecond = framesPerSecond
    }

    /// Vertical offsets.
    public init(y: [CGFloat], target: ScrollViewSelector = .first, framesPerSecond: Double = 60) {
        self.init(offsets: y.map { CGPoint(x: 0, y: $0) }, target: target, framesPerSecond: framesPerSecond)
    }
}

extension ViewHost {
    /// Renders the sequence with this one living view tree: state persists from frame to
    /// frame, each frame settles its update loop, and virtual time advances by one frame
    /// between frames (so deferred work and timelines see time pass).
    public func run(_ sequence: ScrollSequence) throws -> [RenderedFrame] {
        let start = time
        return try sequence.offsets.enumerated().map { index, offset in
            advanceTime(to: start + Double(index) / sequence.framesPerSecond)
            setScrollOffset(offset, target: sequence.target)
            return try announce(RenderedFrame(index: index, time: Double(index) / sequence.framesPerSecond, offset: offset,
                                              tree: try frame()))
        }
    }

    /// A frame of a sequence, once `onFrame` has heard of it.
    func announce(_ frame: RenderedFrame) throws -> RenderedFrame {
        try onFrame?(frame)
        return frame
    }
}
