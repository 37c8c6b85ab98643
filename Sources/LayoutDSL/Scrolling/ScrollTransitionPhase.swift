/// Where a view stands in a scroll transition (iOS 17,
/// https://developer.apple.com/documentation/swiftui/scrolltransitionphase): `.identity` while
/// it is inside its configuration's threshold (fully visible by default), `.topLeading` or
/// `.bottomTrailing` past the viewport's top (leading) or bottom (trailing) edge.
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading
    case identity
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// -1 at `.topLeading`, 0 at `.identity`, 1 at `.bottomTrailing`. (An interactive transition
    /// does not pass values between: it interpolates the effects of two phases.)
    public var value: Double {
        switch self { case .topLeading: -1; case .identity: 0; case .bottomTrailing: 1 }
    }
}
