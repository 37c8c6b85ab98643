/// A hand gesture that acts as a shortcut for a control (watchOS's double tap; Apple's
/// documentation of `HandGestureShortcut`).
public struct HandGestureShortcut: Sendable, Equatable {
    let name: String
    public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}

nonisolated extension View {
    /// Accepted and inert: an iPhone has no hand gestures to assign.
    public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View { self }
}
