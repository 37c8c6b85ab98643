/// One item a screen's toolbar content resolved to: the view and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
}
