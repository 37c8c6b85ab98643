/// A toolbar item a view adds by default, for `toolbar(removing:)` (Apple's documentation of
/// `ToolbarDefaultItemKind`): `.sidebarToggle` is `NavigationSplitView`'s sidebar button, `.title`
/// (iOS 18) "the title and subtitle shown in title bar / navigation bar".
public struct ToolbarDefaultItemKind {
    enum Kind { case sidebarToggle, title }
    let kind: Kind

    public static let sidebarToggle = ToolbarDefaultItemKind(kind: .sidebarToggle)
    public static let title = ToolbarDefaultItemKind(kind: .title)
}

nonisolated extension View {
    /// Removes a default item: `.title` takes the navigation title out of the bar and the large
    /// title area (the title still names the screen, in the next screen's back button).
    /// `.sidebarToggle` has nothing to remove on an iPhone, where a split view collapses into a
    /// stack without the toggle; `nil` removes nothing.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        modifier(NavigationScreenModifier { screen in
            if defaultItemKind?.kind == .title { screen.titleRemoved = true }
        })
    }
}
