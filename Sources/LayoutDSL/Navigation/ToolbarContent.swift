/// Content for `toolbar(content:)`: `ToolbarItem`s and `ToolbarItemGroup`s, or a type of the
/// author's own whose `body` is made of them, as in SwiftUI.
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

/// SwiftUI's refinement for items a user may customise; on iOS it changes nothing drawn.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content the engine resolves itself (items, groups, builder results).
protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {
    var entries: [ToolbarEntry] { get }
}

extension PrimitiveToolbarContent {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content; its body is never evaluated") }
}

nonisolated extension ToolbarContent {
    /// The items, in order: primitives give theirs, an author's type those of its body.
    var toolbarEntries: [ToolbarEntry] {
        (self as? any PrimitiveToolbarContent)?.entries ?? mainActorUnchecked { body }.toolbarEntries
    }
}
