/// One toolbar item: a view at a placement, with the identifier a customizable toolbar
/// (`toolbar(id:content:)`) knows it by.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let itemID: ID
    let placement: ToolbarItemPlacement
    let content: Content
    /// False for an item the deprecated `showsByDefault: false` leaves out of the toolbar until
    /// the user adds it, as `defaultCustomization(.hidden)` does.
    var startsInToolbar = true

    var entries: [ToolbarEntry] { startsInToolbar ? [ToolbarEntry(placement: placement, view: content)] : [] }
}

extension ToolbarItem where ID: Hashable {
    public var id: ID { itemID }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        itemID = (); self.placement = placement; self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        itemID = id; self.placement = placement; self.content = content()
    }

    @available(*, deprecated, message: "Use defaultCustomization(_:options:)")
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(id: id, placement: placement, content: content)
        startsInToolbar = showsByDefault
    }
}
