/// Toolbar content whose items each get one adjustment of how the bar draws them: the
/// `ToolbarContent` modifiers that set something on every item they wrap
/// (`sharedBackgroundVisibility(_:)`, `visibilityPriority(_:)`).
nonisolated struct AdjustedToolbarContent<Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let content: Content
    let adjust: @Sendable (inout ToolbarEntry) -> Void

    var entries: [ToolbarEntry] {
        mainActorUnchecked { content.toolbarEntries }.map { entry in
            var entry = entry
            adjust(&entry)
            return entry
        }
    }
}

extension AdjustedToolbarContent: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
