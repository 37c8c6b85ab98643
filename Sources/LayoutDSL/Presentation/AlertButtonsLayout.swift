/// Lays out an alert's buttons as UIAlertController does: two side by side (cancel leading),
/// otherwise stacked (cancel last), each `rowHeight` tall with a hairline gap before it.
struct AlertButtonsLayout: Layout {
    let rowHeight: CGFloat
    let hairline: CGFloat
    /// Two buttons share a row; confirmation dialogs always stack.
    let allowsRow: Bool

    private func isRow(_ subviews: Subviews) -> Bool { allowsRow && subviews.count == 2 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? AlertMetrics.width
        let rows = isRow(subviews) ? min(subviews.count, 1) : subviews.count
        return CGSize(width: width, height: CGFloat(rows) * (rowHeight + hairline))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let order = Self.order(subviews.map { $0[AlertButtonRoleKey.self] }, cancelFirst: isRow(subviews))
        if isRow(subviews) {
            let width = max((bounds.width - hairline) / 2, 0)
            for (slot, index) in order.enumerated() {
                subviews[index].place(at: CGPoint(x: bounds.minX + CGFloat(slot) * (width + hairline), y: bounds.minY + hairline),
                                      proposal: ProposedViewSize(width: width, height: rowHeight))
            }
        } else {
            for (slot, index) in order.enumerated() {
                subviews[index].place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(slot) * (rowHeight + hairline) + hairline),
                                      proposal: ProposedViewSize(width: bounds.width, height: rowHeight))
            }
        }
    }

    /// The buttons' indices in display order: cancel buttons first or last, the rest in order.
    static func order(_ roles: [ButtonRole?], cancelFirst: Bool) -> [Int] {
        let cancel = roles.indices.filter { roles[$0] == .cancel }, others = roles.indices.filter { roles[$0] != .cancel }
        return cancelFirst ? cancel + others : others + cancel
    }
}
