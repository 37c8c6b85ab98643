/// Lays out an action sheet: the header (subview 0) and the other buttons stacked in one group
/// with hairlines between rows, then, a margin below, the cancel button: the last one, so that an
/// action's cancel replaces the dialog's own; earlier ones are placed outside the card's outline,
/// which clips them away. Sized to the width it is offered.
struct ConfirmationDialogLayout: Layout {
    let hairline: CGFloat
    private var row: CGFloat { ConfirmationDialogMetrics.buttonHeight }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 0
        guard let header = subviews.first else { return .zero }
        let headerHeight = header.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        let buttons = subviews.dropFirst(), cancels = buttons.filter { $0[AlertButtonRoleKey.self] == .cancel }.count
        let others = CGFloat(buttons.count - cancels)
        let group = headerHeight + others * (row + hairline) - (headerHeight == 0 && others > 0 ? hairline : 0)
        return CGSize(width: width, height: group + (cancels > 0 ? ConfirmationDialogMetrics.margin + row : 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let header = subviews.first else { return }
        let headerHeight = header.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
        header.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: headerHeight))
        var y = bounds.minY + headerHeight - (headerHeight == 0 ? hairline : 0)
        let buttons = Array(subviews.dropFirst())
        for button in buttons where button[AlertButtonRoleKey.self] != .cancel {
            button.place(at: CGPoint(x: bounds.minX, y: y + hairline), proposal: ProposedViewSize(width: bounds.width, height: row))
            y += hairline + row
        }
        let cancels = buttons.filter { $0[AlertButtonRoleKey.self] == .cancel }
        for (index, button) in cancels.enumerated() {
            let shown = index == cancels.count - 1
            button.place(at: CGPoint(x: bounds.minX, y: shown ? bounds.maxY - row : bounds.maxY + 4 * row),
                         proposal: ProposedViewSize(width: bounds.width, height: row))
        }
    }
}

/// The action sheet's outline: the group's rounded rectangle and the cancel button's below it.
struct ConfirmationDialogOutline: Shape {
    func path(in rect: CGRect) -> Path {
        let m = ConfirmationDialogMetrics.self, radius = m.cornerRadius
        var path = Path()
        let groupHeight = max(rect.height - m.buttonHeight - m.margin, 0)
        path.addRoundedRect(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: groupHeight),
                            cornerSize: CGSize(width: radius, height: radius), style: .continuous)
        path.addRoundedRect(in: CGRect(x: rect.minX, y: rect.maxY - m.buttonHeight, width: rect.width, height: m.buttonHeight),
                            cornerSize: CGSize(width: radius, height: radius), style: .continuous)
        return path
    }
}
