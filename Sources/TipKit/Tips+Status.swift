extension Tips {
    /// Whether a tip displays (Apple's documentation of `Tips.Status`).
    public enum Status: Equatable, Hashable, Sendable {
        case pending
        case available
        case invalidated(InvalidationReason)
    }

    /// Why a tip no longer displays (Apple's documentation of `Tips.InvalidationReason`).
    public enum InvalidationReason: Equatable, Hashable, Sendable {
        case actionPerformed
        case displayCountExceeded
        case tipClosed
    }
}
