/// When iOS 26 shrinks the tab bar as content scrolls (SwiftUI's `TabBarMinimizeBehavior`):
/// `.automatic` (on iPhone: never), `.onScrollDown`, `.onScrollUp`, `.never`.
///
/// Recorded in the environment (`tabBarMinimizeBehavior(_:)`), not drawn: the iOS 18 tab bar
/// drawn here has no minimized form, and a still frame shows the tab bar at rest, unminimized.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, onScrollDown, onScrollUp, never }
    let kind: Kind

    public static let automatic = TabBarMinimizeBehavior(kind: .automatic)
    public static let onScrollDown = TabBarMinimizeBehavior(kind: .onScrollDown)
    public static let onScrollUp = TabBarMinimizeBehavior(kind: .onScrollUp)
    public static let never = TabBarMinimizeBehavior(kind: .never)
}

private struct TabBarMinimizeBehaviorKey: EnvironmentKey { static let defaultValue = TabBarMinimizeBehavior.automatic }

extension EnvironmentValues {
    /// The tab bar minimize behaviour `tabBarMinimizeBehavior(_:)` set.
    var tabBarMinimizeBehavior: TabBarMinimizeBehavior {
        get { self[TabBarMinimizeBehaviorKey.self] } set { self[TabBarMinimizeBehaviorKey.self] = newValue }
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
nonisolated extension View {
    /// When the tab bar minimizes as content scrolls, as SwiftUI's `tabBarMinimizeBehavior(_:)` of
    /// iOS 26: recorded, not drawn (see `TabBarMinimizeBehavior`).
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        environment(\.tabBarMinimizeBehavior, behavior)
    }
}
