/// A system item placed by the app (SwiftUI's `DefaultToolbarItem` of iOS 26): "Place this item in
/// your toolbar to control where the system-provided item, like search, will be positioned", and
/// "if the system has already placed a matching item kind in the toolbar, using a valid
/// `DefaultToolbarItem` … will implicitly replace the default-placed instance" (Apple's
/// documentation of `DefaultToolbarItem` and `init(kind:placement:)`).
///
/// On an iPhone: `.search` moves the screen's `searchable` field from where the system put it
/// (under the title, or the bottom toolbar: `NavigationScreen.automaticSearchPlacement`) to the
/// placement, among the other items there (`NavigationScreen.barItems`); `.title` moves the title
/// there, drawn as the inline title; `.sidebarToggle` shows nothing, a compact split view having no
/// sidebar button.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
nonisolated public struct DefaultToolbarItem: ToolbarContent, PrimitiveToolbarContent {
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    var entries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, content: AnyView(EmptyView()), defaultKind: kind.kind)]
    }
}

@available(*, unavailable)
extension DefaultToolbarItem: Sendable {}
