/// Actions always in the navigation bar's overflow menu (SwiftUI's `ToolbarOverflowMenu` and
/// `toolbarOverflowMenu(content:)`, iOS 27: "An overflow menu represents actions that are always
/// placed in the toolbar's overflow menu, regardless of the toolbar mode, platform, or
/// customizability. In iOS and visionOS, this content is placed into the overflow menu in the
/// navigation bar", https://developer.apple.com/documentation/swiftui/toolbaroverflowmenu; the
/// declarations as that page and `init(content:)`'s give them). The bar draws the menu's button
/// (`ToolbarOverflowButton`) after its trailing items.
@available(iOS 27.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct ToolbarOverflowMenu<Content: View>: CustomizableToolbarContent, PrimitiveToolbarContent {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: ToolbarItemPlacement(slot: .overflow), content: AnyView(content))] }
}

nonisolated extension View {
    @available(iOS 27.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func toolbarOverflowMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        toolbar { ToolbarOverflowMenu(content: content) }
    }
}

/// The navigation bar's overflow button: a menu of the items placed there (`NavigationScreen.rowItems`),
/// in their order, labelled "More" (the label an icon-only bar shows as its symbol): `ellipsis` on
/// its glass platter in the Liquid Glass design, `ellipsis.circle` in iOS 16 to 18's (the symbols
/// those systems' bars show for their overflow menus, an observation: no measured reference has one).
nonisolated struct ToolbarOverflowButton: View {
    let items: [AnyView]
    @Environment(\.systemDesign) private var design

    var body: some View {
        Menu {
            ForEach(items.indices, id: \.self) { items[$0] }
        } label: {
            Label("More", systemImage: design == .liquidGlass ? "ellipsis" : "ellipsis.circle")
        }
    }
}
