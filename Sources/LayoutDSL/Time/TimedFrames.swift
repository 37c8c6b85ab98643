extension ViewHost {
    /// Renders frames 1/fps of virtual time apart from now until `duration` seconds later (both
    /// ends included: ⌊duration·fps⌋ + 1 frames), touching nothing: for views that animate on
    /// their own (timelines, timers, tasks). Frame i is at exactly i/fps.
    public func run(for duration: TimeInterval, framesPerSecond: Double = 60) throws -> [RenderedFrame] {
        let start = time
        let count = Int((max(duration, 0) * framesPerSecond + 1e-9).rounded(.down)) + 1
        return try (0..<count).map { index in
            advanceTime(to: start + Double(index) / framesPerSecond)
            return try announce(RenderedFrame(index: index, time: Double(index) / framesPerSecond, offset: nil, tree: try frame()))
        }
    }
}
