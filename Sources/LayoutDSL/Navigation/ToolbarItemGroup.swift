/// Several views at one placement: each is an item of its own, in order (a `Spacer` among
/// bottom-bar items spreads them, as in SwiftUI).
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}
