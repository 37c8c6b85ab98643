/// Views generated from a collection (`ForEach`), which list editing actions attach to.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// A `ForEach` with modifiers is still made from its data (Apple's `ModifiedContent: DynamicViewContent`),
/// so `ForEach(items) { … }.deleteDisabled(true).onDelete { … }` chains.
extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Deleting rows (swipe to delete, edit mode) is interactive; at rest a list looks the same,
    /// so the action is accepted and the content returned unchanged (still built lazily).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Moving rows happens in edit mode; accepted, the content unchanged.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
    /// Rows accept dropped `T`s, inserted at an offset (iOS 16). Dragging between views is a long
    /// press and a move, which a rendered run does not play: nothing is dropped, the content unchanged.
    nonisolated public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                             action: @escaping ([T], Int) -> Void) -> some DynamicViewContent { self }
}

nonisolated extension View {
    /// Whether a row may be deleted or moved: it changes editing only, nothing at rest.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}
