/// The room a bar's row leaves between its leading and trailing items, where the inline title or
/// the principal item goes. The title is centred on the bar when it fits in the room; else it
/// moves only as far as keeps it clear of the items, and is truncated once it can move no further:
/// "a title that cannot be centered shifts toward the leading edge to clear the trailing bar
/// content, and truncates only once it can shift no further" (Apple's documentation of iOS 27.2's
/// `UINavigationItem.TitleAlignment.center`), as UIKit's bars placed it since iOS 11 (measured in a
/// public write-up: left = max((width - title) / 2, items' end + gap); Material Components' iOS bar
/// copies it: "as close to the center as possible, rather than to center it in the remaining
/// space"). docs/reference/ios26-navigation-bar.md, "Crowded rows".
///
/// It stands in the row where a `Spacer(minLength: 0)` stood, as flexible and sized after the
/// items (`layoutPriority(-.infinity)`), so the items keep their places.
nonisolated struct NavigationBarTitleSlot<Content: View>: View {
    /// The bar's width: its centre is the title's.
    let barWidth: CGFloat
    @ViewBuilder let content: Content

    var body: some View {
        GeometryReader { geometry in
            let room = geometry.frame(in: .named(NavigationBarRowSpace()))
            BarTitlePlacement(centreX: barWidth / 2 - room.minX) { content }
        }
        .layoutPriority(-.infinity)
    }
}

/// The coordinate space of a bar's row, from the bar's leading edge.
struct NavigationBarRowSpace: Hashable {}

/// Places its one subview at its ideal width, at most the room's, centred on `centreX` (the
/// bar's centre in the room's coordinates) unless that would take it out of the room, and
/// centred vertically.
struct BarTitlePlacement: Layout {
    let centreX: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let title = subviews.first else { return }
        let fitted = ProposedViewSize(width: min(title.sizeThatFits(.unspecified).width, bounds.width), height: bounds.height)
        let width = title.sizeThatFits(fitted).width
        title.place(at: CGPoint(x: bounds.minX + Self.minX(width: width, centreX: centreX, room: bounds.width), y: bounds.midY),
                    anchor: .leading, proposal: fitted)
    }

    /// Where a title `width` wide starts in a room `room` wide to be centred on `centreX`,
    /// kept inside the room.
    static func minX(width: CGFloat, centreX: CGFloat, room: CGFloat) -> CGFloat {
        min(max(centreX - width / 2, 0), max(room - width, 0))
    }
}
