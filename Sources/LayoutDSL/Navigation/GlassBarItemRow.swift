/// One glass platter's items in a row (`GlassBarItemMetrics`): each item at its label's ideal
/// size, 44 pt tall, its label centred in a slot as wide as the platter gives a title item (a
/// label that draws text) or an image item (one that draws none), as UIKit sizes title and image
/// bar button items differently. A touch anywhere in an item's slot is the item's, as a bar button
/// item takes touches across its whole width and height (`barItemSlots()`).
struct GlassBarItemRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.reduce(0) { $0 + Self.slotWidth($1) }, height: GlassBarItemMetrics.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let width = Self.slotWidth(subview)
            subview.place(at: CGPoint(x: x + width / 2, y: bounds.midY), anchor: .center, proposal: .unspecified)
            x += width
        }
    }

    static func slotWidth(_ subview: LayoutSubview) -> CGFloat {
        let label = subview.sizeThatFits(.unspecified).width
        if subview.node.drawsText { return label + 2 * GlassBarItemMetrics.titlePadding }
        return max(GlassBarItemMetrics.height, label + 2 * GlassBarItemMetrics.imagePadding)
    }
}

extension LayoutNode {
    /// Whether the view draws any text: a bar item's label that does is a title item.
    var drawsText: Bool {
        behavior.textContent != nil || subviews.contains { $0.drawsText }
    }
}

/// Touches anywhere in a slot of a `GlassBarItemRow` go to the slot's item (`HitTesting.slots`).
nonisolated struct BarItemSlotsModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.hitTesting = .slots }
}

nonisolated extension View {
    /// A bar row's items take touches across their whole slots.
    func barItemSlots() -> some View { modifier(BarItemSlotsModifier()) }
}
