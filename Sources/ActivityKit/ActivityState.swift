/// Where a Live Activity is in its life (Apple's `ActivityState`).
@available(iOS 16.1, *)
public enum ActivityState: Equatable, Hashable, Sendable, Codable {
    case active
    case ended
    case dismissed
    @available(iOS 16.2, *) case stale
    @available(iOS 26.0, *) case pending
}
