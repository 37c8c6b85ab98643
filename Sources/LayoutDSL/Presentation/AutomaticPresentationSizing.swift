/// `.automatic` (Apple's `AutomaticPresentationSizing`): the page size, the size UIKit's
/// automatic modal presentation style resolves to for a sheet (`.pageSheet`).
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        PagePresentationSizing().proposedSize(for: root, context: context)
    }
}
