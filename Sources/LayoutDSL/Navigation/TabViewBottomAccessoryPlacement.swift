/// Where a tab view's bottom accessory sits (SwiftUI's `TabViewBottomAccessoryPlacement` of
/// iOS 26): `.expanded` above the tab bar, `.inline` inside a minimized tab bar
/// (`BottomAccessoryCapsule`).
@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    case inline
    case expanded
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

extension EnvironmentValues {
    /// The placement of the tab view bottom accessory the view is in, nil outside one.
    @available(iOS 26.0, macOS 26.0, *)
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
}
