/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Sendable, Equatable {
    let rawValue: Int
    public static let automatic = SearchSuggestionsPlacement(rawValue: 0)
    public static let menu = SearchSuggestionsPlacement(rawValue: 1)
    public static let content = SearchSuggestionsPlacement(rawValue: 2)

    public struct Set: OptionSet, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let menu = Set(rawValue: 1)
        public static let content = Set(rawValue: 2)
    }
}

nonisolated extension View {
    /// Accepted with SwiftUI's signature: suggestions list under the field while the search is
    /// presented, which a rendered frame never is, so nothing is drawn.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }

    /// The text a suggestion fills the field with when chosen; suggestions are not drawn.
    public func searchCompletion(_ completion: String) -> some View { self }

    /// The token a suggestion adds to the field's tokens when chosen; suggestions are not drawn.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
}
