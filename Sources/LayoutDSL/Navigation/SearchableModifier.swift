/// `searchable`: inside a navigation stack's screen, the field of that screen's bar. Outside any
/// screen, as on a `NavigationStack` or a `TabView`, it is offered to the views below
/// (`EnvironmentValues.offeredSearch`): the root screen of the next navigation stack takes it,
/// and a tab view gives it to its search tab alone, or to every tab when it has none (Apple's
/// documentation of `TabRole.search`: "Searchable tab views will prefer to have the first tab
/// with this role implement search. If no tabs are specified as the search tab, the tab view
/// will apply search to all tabs").
nonisolated struct SearchableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let field: NavigationScreen.SearchField

    func contentContext(_ context: BuildContext) -> BuildContext {
        var field = field
        field.minimizes = context.environment.searchToolbarBehavior == .minimize
        if let screen = context.environment.navigationScreen {
            screen.search = field
            return context
        }
        var offered = context
        offered.environment.offeredSearch = field
        return offered
    }

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList { content }
}

private struct OfferedSearchKey: EnvironmentKey { static let defaultValue: NavigationScreen.SearchField? = nil }

extension EnvironmentValues {
    /// The field of a `searchable` outside any navigation screen, for the root screen of the
    /// navigation stack below (`SearchableModifier`).
    var offeredSearch: NavigationScreen.SearchField? {
        get { self[OfferedSearchKey.self] } set { self[OfferedSearchKey.self] = newValue }
    }
}
