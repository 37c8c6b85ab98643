/// How a `ToolbarSpacer` sizes itself (SwiftUI's `SpacerSizing` of iOS 26): `.flexible` takes the
/// room it is given, `.fixed` a size the system picks for its context.
@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct SpacerSizing: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case flexible, fixed }
    let kind: Kind

    /// A spacer of the system's fixed size.
    public static let fixed = SpacerSizing(kind: .fixed)
    /// A spacer that expands to the room it is given.
    public static let flexible = SpacerSizing(kind: .flexible)
}
