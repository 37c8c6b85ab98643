/// A toolbar item a view adds by default, for `toolbar(removing:)` and `DefaultToolbarItem`
/// (Apple's documentation of `ToolbarDefaultItemKind`): `.sidebarToggle` is `NavigationSplitView`'s
/// sidebar button, `.title` (iOS 18) "the title and subtitle shown in title bar / navigation bar",
/// `.search` (iOS 26) "the search item added by a `searchable` modifier".
public struct ToolbarDefaultItemKind {
    enum Kind { case sidebarToggle, title, search }
    let kind: Kind

    public static let sidebarToggle = ToolbarDefaultItemKind(kind: .sidebarToggle)
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let title = ToolbarDefaultItemKind(kind: .title)
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let search = ToolbarDefaultItemKind(kind: .search)
}

@available(*, unavailable)
extension ToolbarDefaultItemKind: Sendable {}

nonisolated extension View {
    /// Removes a default item: `.title` takes the navigation title out of the bar and the large
    /// title area (the title still names the screen, in the next screen's back button), `.search`
    /// the `searchable` field (its text binding and the search environment stay). `.sidebarToggle`
    /// has nothing to remove on an iPhone, where a split view collapses into a stack without the
    /// toggle; `nil` removes nothing.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        modifier(NavigationScreenModifier { screen in
            switch defaultItemKind?.kind {
            case .title: screen.titleRemoved = true
            case .search: screen.searchRemoved = true
            case .sidebarToggle, nil: break
            }
        })
    }
}
