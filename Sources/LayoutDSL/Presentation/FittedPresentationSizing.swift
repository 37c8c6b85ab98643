/// `.fitted` (Apple's `FittedPresentationSizing`): "the presentation is sized by proposing `nil`
/// in the horizontal and vertical dimensions", so it takes the content's ideal size.
public struct FittedPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
}
