/// `aspectRatio` (R14): the subview is proposed the largest (fit) or smallest (fill) size of
/// the ratio within the proposal; a nil ratio uses the subview's ideal size. The modifier takes
/// the subview's size and centres it.
struct AspectRatioBehavior: UnaryLayoutBehavior {
    let ratio: CGFloat?
    let contentMode: ContentMode
    var name: String { "aspectRatio" }

    func childProposal(_ p: ProposedViewSize, child: LayoutNode) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return p }
        switch (p.width, p.height) {
        case let (w?, h?):
            let wide = w / h > r
            let byHeight = contentMode == .fit ? wide : !wide
            if byHeight, h.isFinite { return ProposedViewSize(width: h * r, height: h) }
            if w.isFinite { return ProposedViewSize(width: w, height: w / r) }
            return ProposedViewSize(width: h * r, height: h)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil): return ProposedViewSize(width: ideal.height * r, height: ideal.height)
        }
    }

    func size(proposal: ProposedViewSize, childSize: () -> CGSize) -> CGSize { childSize() }

    func childOrigin(in size: CGSize, child: UnaryChild) -> CGPoint {
        let childSize = child.size
        return CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
    }
}

nonisolated extension View {
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        layoutModifier { AspectRatioBehavior(ratio: aspectRatio, contentMode: contentMode) }
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
