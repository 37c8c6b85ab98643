/// Whether a kind of input scrolls a scroll view (SwiftUI's `ScrollInputBehavior` and
/// `ScrollInputKind`, iOS 18). The kinds of input SwiftUI declares are those of other platforms
/// (a Mac's zoom gesture, visionOS's look-to-scroll), so on iOS no `ScrollInputKind` value can be
/// named and touches always scroll; the types exist so shared code compiles.
public struct ScrollInputBehavior: Sendable, Equatable {
    private enum Kind: Sendable, Equatable { case automatic, enabled, disabled }
    private let kind: Kind
    public static let automatic = ScrollInputBehavior(kind: .automatic)
    public static let enabled = ScrollInputBehavior(kind: .enabled)
    public static let disabled = ScrollInputBehavior(kind: .disabled)
}

/// A kind of input that scrolls; iOS's SDK declares none (see `ScrollInputBehavior`).
public struct ScrollInputKind: Sendable, Equatable {
    private init() {}
}

extension View {
    /// Has no input to act on on iOS (see `ScrollInputBehavior`), so the view is unchanged.
    @MainActor @preconcurrency public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View {
        self
    }
}
