/// How the search field of a toolbar shows on iOS 26 (SwiftUI's `SearchToolbarBehavior`):
/// `.automatic`, the field, or `.minimize`: "prefers rendering a search field as a button-like
/// control. The search field is expanded when interacted with" (Apple's documentation of
/// `SearchToolbarBehavior.minimize`; "on iPhone, the search field in the bottom toolbar can be
/// configured to appear as a button-like control when inactive", of `searchToolbarBehavior(_:)`).
///
/// Drawn where a `DefaultToolbarItem(kind: .search)` puts the field (`ToolbarSearchItem`); the
/// field under a title stays a field.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct SearchToolbarBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, minimize }
    let kind: Kind

    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(kind: .automatic) }
    @available(iOS 26.0, visionOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
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
    /// for a `searchable` inside the view (through the environment), or for its screen's when
    /// applied inside a `searchable` (see `SearchToolbarBehavior`).
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        environment(\.searchToolbarBehavior, behavior)
            .modifier(NavigationScreenModifier { $0.minimizesSearch = behavior == .minimize })
    }
}
