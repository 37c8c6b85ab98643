/// `.page` (Apple's `PagePresentationSizing`): the size the platform gives a page sheet, "roughly
/// the size of a page of paper"; on an iPhone the whole sheet, full width at its detent's height.
public struct PagePresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(context.pageSize)
    }
}
