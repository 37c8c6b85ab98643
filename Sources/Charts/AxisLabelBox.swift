import LayoutDSL

/// An axis label's box: its text's size, or nothing when the chart leaves the label out
/// (placed with a zero proposal, as `ChartLayout` places a label that would overlap its
/// neighbour); the label is clipped to the box, so a label left out draws nothing.
struct AxisLabelBox: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal == .zero ? .zero : subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}
