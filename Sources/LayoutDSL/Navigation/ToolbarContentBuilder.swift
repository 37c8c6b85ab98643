/// Builds toolbar content from items, groups, `if` and `switch`, as SwiftUI's
/// `@ToolbarContentBuilder` does: a lone `if` is an optional, `if`/`else` a `_ConditionalContent`.
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
    /// An `if` without `else`: the content when the condition held, else none.
    public static func buildIf<Content: CustomizableToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    /// `if`/`else` and `switch`: the branch taken.
    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
        first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
        second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> ToolbarContentList {
        ToolbarContentList(entries: content.toolbarEntries)
    }
}

/// Several toolbar items in order: what the builder makes of a block, an `if` or a `switch`.
nonisolated public struct ToolbarContentList: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let entries: [ToolbarEntry]
}

/// The items of an `if` without `else`: none when it is false.
extension Optional: ToolbarContent, PrimitiveToolbarContent where Wrapped: ToolbarContent {
    var entries: [ToolbarEntry] { self?.toolbarEntries ?? [] }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

/// The items of the branch taken.
extension _ConditionalContent: ToolbarContent, PrimitiveToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    var entries: [ToolbarEntry] {
        switch storage {
        case .trueContent(let content): content.toolbarEntries
        case .falseContent(let content): content.toolbarEntries
        }
    }
}

extension _ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}
