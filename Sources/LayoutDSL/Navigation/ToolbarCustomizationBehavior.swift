/// How the user may edit a customizable toolbar item (Apple's documentation of
/// `ToolbarCustomizationBehavior`): `.default` items start in the toolbar and can be moved or
/// removed, `.reorderable` ones only moved, `.disabled` ones neither. Editing is the iPad's and
/// the Mac's customization sheet; where the item is drawn does not depend on it.
public struct ToolbarCustomizationBehavior: Sendable, Equatable {
    enum Kind: Sendable { case `default`, reorderable, disabled }
    let kind: Kind

    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: .default) }
    public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: .reorderable) }
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: .disabled) }
}

extension CustomizableToolbarContent {
    /// The item with this editing behaviour; drawn where it was, as the behaviour changes only
    /// what the customization sheet lets the user do.
    nonisolated public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        self
    }

    /// The item's place before the user customizes the toolbar (Apple's documentation of
    /// `defaultCustomization(_:options:)`): `.hidden` leaves it out of the toolbar, for the user
    /// to add, so it is not drawn; `.automatic` and `.visible` put it in. `.alwaysAvailable`
    /// keeps the user from removing it, which changes nothing drawn.
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic,
                                     options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self, startsInToolbar: defaultVisibility != .hidden)
    }

    @available(*, deprecated, message: "Use defaultCustomization(_:options:)")
    public func defaultCustomization() -> some CustomizableToolbarContent {
        defaultCustomization(.automatic)
    }
}

/// A customizable item as it starts out: in the toolbar, or out of it until the user adds it.
nonisolated struct CustomizedToolbarContent<Content: CustomizableToolbarContent>: CustomizableToolbarContent,
    PrimitiveToolbarContent {
    let content: Content
    let startsInToolbar: Bool

    var entries: [ToolbarEntry] { startsInToolbar ? content.toolbarEntries : [] }
}
