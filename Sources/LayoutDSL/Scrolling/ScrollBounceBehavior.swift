/// Whether a scroll view bounces when its content fits, as SwiftUI's `ScrollBounceBehavior`
/// (iOS 16.4).
public struct ScrollBounceBehavior: Sendable, Hashable {
    let rawValue: Int
    public static let automatic = ScrollBounceBehavior(rawValue: 0)
    public static let always = ScrollBounceBehavior(rawValue: 1)
    public static let basedOnSize = ScrollBounceBehavior(rawValue: 2)
}

nonisolated extension View {
    /// Accepted with SwiftUI's signature: bouncing is motion past the content's ends, which a
    /// frame at rest does not show.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
}
