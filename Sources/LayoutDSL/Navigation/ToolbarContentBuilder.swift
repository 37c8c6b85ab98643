/// Builds toolbar content from items, groups, `if` and `switch`, as SwiftUI's
/// `@ToolbarContentBuilder` does.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> ToolbarContentList { ToolbarContentList(entries: []) }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> ToolbarContentList {
        var entries: [ToolbarEntry] = []
        for item in repeat each content { entries += item.toolbarEntries }
        return ToolbarContentList(entries: entries)
    }
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> ToolbarContentList {
        ToolbarContentList(entries: content?.toolbarEntries ?? [])
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> ToolbarContentList { buildOptional(content) }
    public static func buildEither<T: ToolbarContent>(first: T) -> ToolbarContentList {
        ToolbarContentList(entries: first.toolbarEntries)
    }
    public static func buildEither<F: ToolbarContent>(second: F) -> ToolbarContentList {
        ToolbarContentList(entries: second.toolbarEntries)
    }
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> ToolbarContentList {
        ToolbarContentList(entries: content.toolbarEntries)
    }
}

/// Several toolbar items in order: what the builder makes of a block, an `if` or a `switch`.
nonisolated public struct ToolbarContentList: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let entries: [ToolbarEntry]
}
