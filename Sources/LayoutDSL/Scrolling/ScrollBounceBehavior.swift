/// Whether a scroll view bounces when its content fits, as SwiftUI's `ScrollBounceBehavior`
/// (iOS 16.4).
public struct ScrollBounceBehavior: Sendable, Hashable {
    let rawValue: Int
    public static let automatic = ScrollBounceBehavior(rawValue: 0)
    public static let always = ScrollBounceBehavior(rawValue: 1)
    public static let basedOnSize = ScrollBounceBehavior(rawValue: 2)
}

private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct VerticalScrollBounceBehaviorKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }

extension EnvironmentValues {
    /// The bounce behaviour `scrollBounceBehavior(_:axes:)` set for each axis.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] } set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] } set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Kept in the environment for the axes given (`horizontalScrollBounceBehavior`,
    /// `verticalScrollBounceBehavior`): bouncing is motion past the content's ends, which a frame
    /// at rest does not show.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { 
        transformEnvironment(\.self) { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
        }
     }
}
