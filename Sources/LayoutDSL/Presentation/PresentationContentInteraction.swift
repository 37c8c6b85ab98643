/// How a resizable sheet's scroll content takes drags (SwiftUI's
/// `PresentationContentInteraction`); accepted, a frame at rest does not depend on it.
public struct PresentationContentInteraction: Equatable, Sendable {
    let kind: Int
    public static let automatic = PresentationContentInteraction(kind: 0)
    public static let resizes = PresentationContentInteraction(kind: 1)
    public static let scrolls = PresentationContentInteraction(kind: 2)
}

nonisolated extension View {
    /// Accepted: a sheet drawn at rest is the same whatever its content does while resizing.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}
