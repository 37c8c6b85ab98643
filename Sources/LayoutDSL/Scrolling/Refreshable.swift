/// The action `.refreshable` installs (SwiftUI's `RefreshAction`).
public struct RefreshAction {
    let action: @Sendable () async -> Void
    public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    public var refresh: RefreshAction? { get { self[RefreshKey.self] } set { self[RefreshKey.self] = newValue } }
}

nonisolated extension View {
    /// Scroll views below show the refresh control when pulled down; the host runs the action
    /// when a pull passes the trigger distance (see `ViewHost.drag`).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
