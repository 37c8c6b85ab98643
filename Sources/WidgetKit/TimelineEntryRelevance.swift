/// How relevant an entry is, for the Smart Stack (Apple's documentation of
/// `TimelineEntryRelevance`). Nothing ranks widgets here; the values are kept.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score; self.duration = duration
    }
}
