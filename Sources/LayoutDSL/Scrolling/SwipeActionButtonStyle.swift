/// How iOS draws a swipe action: a button as tall as the row, filled with its colour (red for a
/// destructive role, the button's tint where it has one, else system grey, UIContextualAction's
/// normal style), its label in white, a `Label` as its icon alone, its symbol filled (WWDC21
/// "What's new in SF Symbols": swipe actions use the filled variant). Each button is 74 points wide
/// when the row is fully open (estimate: UITableView's standard "Delete" action; Apple publishes
/// no width); partly open, the buttons share what is revealed.
struct SwipeActionButtonStyle: ButtonStyle {
    static let width: CGFloat = 74

    func makeBody(configuration: Configuration) -> some View {
        SwipeActionButton(label: configuration.label, role: configuration.role)
    }
}

private struct SwipeActionButton: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    @Environment(\.tintStyle) private var tint

    var body: some View {
        label
            .labelStyle(.iconOnly)
            .symbolVariant(.fill)
            .font(.body.weight(.medium))
            .foregroundStyle(.white)
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(role == .destructive ? AnyShapeStyle(Color.red) : tint ?? AnyShapeStyle(Color(.systemGray)))
            // The row of buttons is laid out from the edge (`SwipeActionButtons`); a label reads as usual.
            .environment(\.layoutDirection, .leftToRight)
    }
}

/// A row's actions side by side, each an equal share of the revealed width, the first nearest
/// the edge they are at.
struct SwipeActionButtons: View {
    let actions: AnyView
    let edge: HorizontalEdge

    var body: some View {
        HStack(spacing: 0) {
            actions
        }
        .buttonStyle(SwipeActionButtonStyle())
        .environment(\.layoutDirection, edge == .trailing ? .rightToLeft : .leftToRight)
    }
}
