/// `.form` (Apple's `FormPresentationSizing`): the size the platform gives a form sheet, "slightly
/// less wide than `.page`"; on an iPhone the whole sheet, full width at its detent's height, as
/// UIKit's sheet presentation controller gives every sheet in a compact width.
public struct FormPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(context.formSize)
    }
}
