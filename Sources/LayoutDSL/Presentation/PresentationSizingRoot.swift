/// The content of a presentation, as a sizing sees it (Apple's `PresentationSizingRoot`): it
/// answers a proposal with the size the content would take, as a `Layout`'s subview does.
public struct PresentationSizingRoot {
    let measure: (ProposedViewSize) -> CGSize

    init(sizeThatFits measure: @escaping (ProposedViewSize) -> CGSize) { self.measure = measure }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// What the platform gives a presentation (Apple's `PresentationSizingContext`, which has no
/// public members): the size of a form sheet and of a page sheet there. On an iPhone both are
/// the sheet itself, the screen's width by its detent's height.
public struct PresentationSizingContext {
    let formSize: CGSize
    let pageSize: CGSize

    init(formSize: CGSize, pageSize: CGSize) { self.formSize = formSize; self.pageSize = pageSize }
}
