/// `\.dismissSearch`: ends the search the view is in, as SwiftUI's `DismissSearchAction`. A
/// rendered frame has no presented search, so there is nothing to end.
public struct DismissSearchAction: Sendable {
    public func callAsFunction() {}
}

private struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction() }
private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }

    /// Whether the user is searching in a `searchable` view around this one: false in a rendered
    /// frame, whose search field is never focused.
    public var isSearching: Bool { self[IsSearchingKey.self] }
}
