/// When a search's scope bar shows, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable, Hashable {
    let rawValue: Int
    public static let automatic = SearchScopeActivation(rawValue: 0)
    public static let onTextEntry = SearchScopeActivation(rawValue: 1)
    public static let onSearchPresentation = SearchScopeActivation(rawValue: 2)
}

nonisolated extension View {
    /// Accepted with SwiftUI's signature. On iPhone the scope bar (a segmented control under the
    /// search field) appears only while the search is presented or being typed into
    /// (`.automatic` is `.onSearchPresentation` there); a rendered frame has no active search,
    /// so it draws none, as iOS shows the screen before the field is tapped.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        self
    }

    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        self
    }
}
