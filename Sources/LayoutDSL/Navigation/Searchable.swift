/// Where `searchable` puts its field (the iOS 26.2 SDK's declarations: `Sendable` alone, no
/// equality). Where an iPhone draws each is `NavigationScreen.automaticSearchPlacement`'s rule;
/// `.toolbarPrincipal` keeps the field under the title (the principal place is not drawn).
public struct SearchFieldPlacement: Sendable {
    public struct NavigationBarDrawerDisplayMode: Sendable {
        public static let automatic = NavigationBarDrawerDisplayMode()
        public static let always = NavigationBarDrawerDisplayMode()
    }

    enum Role { case automatic, toolbar, toolbarPrincipal, sidebar, navigationBarDrawer }
    let role: Role

    public static let automatic = SearchFieldPlacement(role: .automatic)
    public static let toolbar = SearchFieldPlacement(role: .toolbar)
    public static var toolbarPrincipal: SearchFieldPlacement { SearchFieldPlacement(role: .toolbarPrincipal) }
    public static var sidebar: SearchFieldPlacement { SearchFieldPlacement(role: .sidebar) }
    public static let navigationBarDrawer = SearchFieldPlacement(role: .navigationBarDrawer)
    /// The display mode decides whether scrolling may hide the field; a rendered frame is drawn
    /// with the field shown, as both modes show it at rest.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        navigationBarDrawer
    }
}

nonisolated extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchable(text: text, tokenViews: [], placement: placement, prompt: prompt)
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// The iOS 17 form with `isPresented`, the search's presentation (focus, the Cancel button).
    /// A rendered frame shows the field as iOS does before it is tapped; the binding is not
    /// changed.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// iOS 15's form with suggestions, deprecated for `searchSuggestions(_:)`: the field as
    /// above; the suggestions list only while the search is presented, so it is not drawn.
    @available(*, deprecated, message: "Use the searchSuggestions(_:) modifier for the suggestions")
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    @available(*, deprecated, message: "Use the searchSuggestions(_:) modifier for the suggestions")
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @available(*, deprecated, message: "Use the searchSuggestions(_:) modifier for the suggestions")
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                                       @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}
