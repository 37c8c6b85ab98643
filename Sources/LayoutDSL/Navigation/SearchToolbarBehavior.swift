/// How the search field of a toolbar shows on iOS 26 (SwiftUI's `SearchToolbarBehavior`):
/// `.automatic`, or `.minimize`, a search button that expands into the field when tapped.
///
/// Recorded in the environment (`searchToolbarBehavior(_:)`), not drawn: the iOS 18 search field
/// drawn here sits under the navigation title whatever the behaviour.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct SearchToolbarBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, minimize }
    let kind: Kind

    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(kind: .automatic) }
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(kind: .minimize) }
}

private struct SearchToolbarBehaviorKey: EnvironmentKey { static let defaultValue = SearchToolbarBehavior.automatic }

extension EnvironmentValues {
    /// The search toolbar behaviour `searchToolbarBehavior(_:)` set.
    var searchToolbarBehavior: SearchToolbarBehavior {
        get { self[SearchToolbarBehaviorKey.self] } set { self[SearchToolbarBehaviorKey.self] = newValue }
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
nonisolated extension View {
    /// How the toolbar's search field shows, as SwiftUI's `searchToolbarBehavior(_:)` of iOS 26:
    /// recorded, not drawn (see `SearchToolbarBehavior`).
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        environment(\.searchToolbarBehavior, behavior)
    }
}
