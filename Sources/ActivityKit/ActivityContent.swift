/// A Live Activity's dynamic content at a moment (Apple's `ActivityContent`): its state, when it
/// goes stale, and how relevant it is among the app's activities.
@available(iOS 16.2, *)
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable, Codable {
    public let state: State
    public let staleDate: Date?
    public let relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}
