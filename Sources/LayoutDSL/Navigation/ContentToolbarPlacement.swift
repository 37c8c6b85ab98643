/// Where `contentToolbar(for:content:)` puts its items (Apple's documentation of
/// `ContentToolbarPlacement`, iOS 18): `.tabViewSidebar` is the bottom of a sidebar-adaptable tab
/// view's sidebar.
public struct ContentToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let tabViewSidebar = ContentToolbarPlacement(name: "tabViewSidebar")
}

nonisolated extension View {
    /// Items for a content container's own toolbar. The only placement, `.tabViewSidebar`, is the
    /// iPad's sidebar; an iPhone's tab view is a tab bar without one, so nothing is drawn.
    public func contentToolbar<Content: ToolbarContent>(for placement: ContentToolbarPlacement,
                                                        @ToolbarContentBuilder content: () -> Content) -> some View {
        self
    }

    public func contentToolbar<Content: View>(for placement: ContentToolbarPlacement,
                                              @ViewBuilder content: () -> Content) -> some View {
        self
    }
}
