import LayoutDSL

/// The size a view answers to a proposal, measured without placing it there: a view that
/// takes an infinite offer cannot be placed at an infinite size (the layout pass asserts
/// finite frames), yet its answer to the infinite proposal is what SwiftUI's rules define.
func measured<V: View>(_ view: V, proposing width: CGFloat?, _ height: CGFloat?) throws -> CGSize {
    let box = MeasuredSize()
    _ = try controlHost(Measure(proposal: ProposedViewSize(width: width, height: height), box: box) { view }, 400, 400).update()
    return box.size
}

final class MeasuredSize { var size = CGSize(width: -1, height: -1) }

/// Records its subview's answer to one proposal, then places it at zero.
struct Measure: Layout {
    let proposal: ProposedViewSize
    let box: MeasuredSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        box.size = subviews.first?.sizeThatFits(self.proposal) ?? .zero
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .zero)
    }
}
