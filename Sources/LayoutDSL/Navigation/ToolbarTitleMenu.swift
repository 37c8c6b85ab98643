/// The menu behind a navigation title (SwiftUI's `ToolbarTitleMenu` and `toolbarTitleMenu(content:)`,
/// iOS 16: https://developer.apple.com/documentation/swiftui/toolbartitlemenu): the inline title
/// gets the menu indicator (`NavigationTitleMenuButton`) and a tap on it opens the content as a
/// menu, below the title.
nonisolated public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent, PrimitiveToolbarContent {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: ToolbarItemPlacement(slot: .titleMenu), content: AnyView(content))] }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// The system's items for a document (rename, duplicate, move…), which a view file that is
    /// not a document app has none of: the title then has no menu.
    public init() { content = EmptyView() }
}

nonisolated extension View {
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        toolbar { ToolbarTitleMenu(content: content) }
    }
}
