/// One item a screen's toolbar content resolved to: the view and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
    /// For a `ToolbarSpacer`, its sizing: the Liquid Glass bars draw it as a gap between platters.
    var spacer: SpacerSizing? = nil
    /// Whether the item shares its group's glass platter (`sharedBackgroundVisibility(_:)`).
    var sharesBackground = true
}
