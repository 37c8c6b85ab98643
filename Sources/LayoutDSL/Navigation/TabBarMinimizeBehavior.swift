/// When iOS 26 shrinks the tab bar as content scrolls (SwiftUI's `TabBarMinimizeBehavior`):
/// `.automatic` (the system's default: on iPhone, never), `.onScrollDown`, `.onScrollUp`, `.never`.
///
/// Apple's documentation: `.onScrollDown` minimizes "when downwards scrolling starts", and
/// UIKit's `UITabBarController.MinimizeBehavior.onScrollDown` "expands when scrolling back up"
/// (`.onScrollUp` the other way round, for content aligned to the bottom); "minimizing is
/// supported for tab bars on only iPhone". So the Liquid Glass bar of an iPhone is minimized
/// (`GlassMinimizedTabBar`) while the selected tab's first scroll view last scrolled that way
/// (`ScrollRecord.verticalDirection`); a still frame at a scroll offset reached from rest has
/// scrolled down. The iOS 18 design's bar never minimizes.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, onScrollDown, onScrollUp, never }
    let kind: Kind

    public static let automatic = TabBarMinimizeBehavior(kind: .automatic)
    public static let onScrollDown = TabBarMinimizeBehavior(kind: .onScrollDown)
    public static let onScrollUp = TabBarMinimizeBehavior(kind: .onScrollUp)
    public static let never = TabBarMinimizeBehavior(kind: .never)

    /// Whether the bar is minimized after content last scrolled `direction` (nil: not since rest).
    func minimizes(after direction: VerticalDirection?) -> Bool {
        switch kind {
        case .onScrollDown: return direction == .down
        case .onScrollUp: return direction == .up
        case .automatic, .never: return false
        }
    }
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
    /// iOS 26 (see `TabBarMinimizeBehavior`).
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        environment(\.tabBarMinimizeBehavior, behavior)
    }
}
