/// Lays out an alert's buttons as UIAlertController does: two side by side (Cancel leading),
/// otherwise stacked (Cancel last), each `rowHeight` tall. iOS 18's rows are a hairline apart
/// with one above the first (`leadingGap`); iOS 26's capsules are `spacing` apart side by side
/// and `stackSpacing` apart stacked. An iOS 26 confirmation dialog (`dropsCancel`) stacks its
/// buttons and shows no cancel button: those get no row and no size (`AlertButtonStyle` draws
/// them as nothing).
struct AlertButtonsLayout: Layout {
    let rowHeight: CGFloat
    let spacing: CGFloat
    var stackSpacing: CGFloat? = nil
    var leadingGap = false
    var dropsCancel = false

    private func isRow(_ subviews: Subviews) -> Bool { !dropsCancel && subviews.count == 2 }
    private func shown(_ subviews: Subviews) -> Int {
        dropsCancel ? subviews.filter { $0[AlertButtonRoleKey.self] != .cancel }.count : subviews.count
    }
    private var top: CGFloat { leadingGap ? spacing : 0 }
    private var stacked: CGFloat { stackSpacing ?? spacing }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? AlertMetrics.width
        guard shown(subviews) > 0 else { return CGSize(width: width, height: 0) }
        let rows = CGFloat(isRow(subviews) ? 1 : shown(subviews))
        return CGSize(width: width, height: top + rows * rowHeight + (rows - 1) * stacked)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let order = Self.order(subviews.map { $0[AlertButtonRoleKey.self] }, cancelFirst: isRow(subviews))
        if isRow(subviews) {
            let width = max((bounds.width - spacing) / 2, 0)
            for (slot, index) in order.enumerated() {
                subviews[index].place(at: CGPoint(x: bounds.minX + CGFloat(slot) * (width + spacing), y: bounds.minY + top),
                                      proposal: ProposedViewSize(width: width, height: rowHeight))
            }
        } else {
            for (slot, index) in order.prefix(shown(subviews)).enumerated() {
                subviews[index].place(at: CGPoint(x: bounds.minX, y: bounds.minY + top + CGFloat(slot) * (rowHeight + stacked)),
                                      proposal: ProposedViewSize(width: bounds.width, height: rowHeight))
            }
            for index in order.dropFirst(shown(subviews)) { subviews[index].place(at: bounds.origin, proposal: .zero) }
        }
    }

    /// The buttons' indices in display order: cancel buttons first or last, the rest in order.
    static func order(_ roles: [ButtonRole?], cancelFirst: Bool) -> [Int] {
        let cancel = roles.indices.filter { roles[$0] == .cancel }, others = roles.indices.filter { roles[$0] != .cancel }
        return cancelFirst ? cancel + others : others + cancel
    }
}
