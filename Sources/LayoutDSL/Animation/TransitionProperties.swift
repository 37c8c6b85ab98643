/// What a transition is, beyond how it draws (Apple's `TransitionProperties`, iOS 17): whether
/// it moves the view. A transition with motion "will be replaced by opacity when Reduce Motion
/// is enabled" (Apple's `hasMotion`), which `TransitionModifier` does; `Transition.properties`
/// is a transition type's, with motion unless it says otherwise.
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` as this transition draws it in `phase` (Apple's `apply(content:phase:)`): its
    /// `body` with the view as the placeholder content.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content), phase: phase)
    }
}
