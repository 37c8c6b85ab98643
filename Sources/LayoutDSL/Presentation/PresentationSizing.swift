/// How a presentation is sized (Apple's documentation of `PresentationSizing`, iOS 18): the
/// sizing proposes a size to the presentation's content (`root`) and the presentation adopts the
/// size the content answers. `.form`, `.page` and `.fitted` are the system's; `fitted(horizontal:
/// vertical:)` and `sticky(horizontal:vertical:)` modify any sizing, an author's own included.
public protocol PresentationSizing {
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
    /// This sizing with the content's ideal size in the dimensions asked for: `nil` is proposed
    /// there (Apple's documentation of `fitted(horizontal:vertical:)`, and its
    /// `.square.fitted(horizontal: false, vertical: true)` example).
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        FittingPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
    }

    /// This sizing made sticky in the dimensions asked for: the presentation grows with its
    /// content there but does not shrink back (Apple's documentation of
    /// `sticky(horizontal:vertical:)`). What it proposes is its base's.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
        StickyPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
    }
}

/// `fitted(horizontal:vertical:)`: the base's proposal with `nil` in the fitted dimensions.
struct FittingPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let horizontal: Bool
    let vertical: Bool

    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let proposal = base.proposedSize(for: root, context: context)
        return ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}

/// `sticky(horizontal:vertical:)`: which dimensions keep their largest size. The proposal is the
/// base's; stickiness acts as the content's size changes over time, in a presentation sized by
/// its content (an iPad's or a Mac's sheet).
struct StickyPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let horizontal: Bool
    let vertical: Bool

    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        base.proposedSize(for: root, context: context)
    }
}

nonisolated extension View {
    /// The sizing of the presentation the view is the content of (Apple's
    /// `presentationSizing(_:)`). A sheet on an iPhone is full width at its detent's height
    /// whatever the sizing, as UIKit sizes every sheet in a compact width (`.fitted` too: its
    /// documentation has it honoured by iPad and Mac sheets), so the sheet drawn is unchanged.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
}
