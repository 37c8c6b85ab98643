/// R10: the stack's size is the union of its highest-priority subviews, aligned by their guides;
/// every subview is proposed the stack's proposal and placed so its guide meets the reference.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public static var _builtInName: String? { "ZStack" }

    private func frames(_ subviews: Subviews, _ proposal: ProposedViewSize) -> (size: CGSize, origins: [CGPoint]) {
        guard !subviews.isEmpty else { return (.zero, []) }
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let top = subviews.map(\.priority).max()!
        let sizing = subviews.indices.filter { subviews[$0].priority == top }
        // Each subview's origin relative to the shared alignment point.
        let relative = dimensions.map { CGPoint(x: -$0[alignment.horizontal], y: -$0[alignment.vertical]) }
        let minX = sizing.map { relative[$0].x }.min()!, minY = sizing.map { relative[$0].y }.min()!
        let maxX = sizing.map { relative[$0].x + dimensions[$0].width }.max()!
        let maxY = sizing.map { relative[$0].y + dimensions[$0].height }.max()!
        // A subview that takes an infinite proposal whole (a Color, a Shape) makes the stack
        // infinite along that axis: aligning it by its guide would subtract infinities (NaN),
        // and a stack reporting less would look less flexible than it is to its parent stack.
        let infiniteX = sizing.contains { dimensions[$0].width.isInfinite },
            infiniteY = sizing.contains { dimensions[$0].height.isInfinite }
        let size = CGSize(width: infiniteX ? .infinity : maxX - minX, height: infiniteY ? .infinity : maxY - minY)
        return (size, relative.map { CGPoint(x: $0.x - minX, y: $0.y - minY) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        frames(subviews, proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = frames(subviews, proposal).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
        }
    }
}

nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment); self.content = content()
    }
    func makeNodes(in context: BuildContext) -> NodeList {
        layout.containerNodes(content, in: context)
    }
}
