/// A menu's platter and, while one is open, its submenu stacked over it, as UIKit lays out
/// submenus on an iPhone (`_UIContextMenuStackedHierarchyLayout`, `MenuMetrics`): the stack is
/// the menu's size, so the menu stays where it was placed, and the submenu, as wide as the
/// menu, lines up with it on its attached side and overhangs it where it must.
///
/// Opening downward the submenu's top is 12 points above its row's top in the shrunken menu,
/// held at least 12 points per level below the menu's top and, when it is tall, moved up to
/// end where the room does; opening upward its bottom is 12 points below where its top would
/// be, at most 12 points per level above the menu's bottom.
struct SubmenuStackLayout: Layout {
    /// The submenu's row's top in the menu, unscaled.
    let rowTop: CGFloat
    let attachment: UnitPoint
    /// The submenu's level: 1 over the menu a control opened.
    let depth: Int
    /// The height the menu may take from its attached edge (nil: no limit known).
    let room: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let menu = subviews.first else { return }
        menu.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        guard subviews.count > 1 else { return }
        let card = subviews[1].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
        let frame = Self.frame(of: card, over: bounds.size, rowTop: rowTop, attachment: attachment, depth: depth, room: room)
        subviews[1].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(card))
    }

    /// The submenu's frame in the menu's bounds (`size`), for a submenu of `card`'s size.
    static func frame(of card: CGSize, over size: CGSize, rowTop: CGFloat, attachment: UnitPoint, depth: Int,
                      room: CGFloat?) -> CGRect {
        let scale = MenuMetrics.submenuParentScale, offset = MenuMetrics.submenuOffset
        // The row's top in the menu shrunk about its attached point.
        let scaledTop = attachment.y * size.height + (rowTop - attachment.y * size.height) * scale
        let floor = offset * CGFloat(depth)
        let y: CGFloat
        if attachment.y < 0.5 {
            y = max(floor, min(scaledTop - offset, (room ?? .infinity) - card.height))
        } else {
            y = min(scaledTop - offset + card.height, size.height - floor) - card.height
        }
        return CGRect(x: attachment.x * (size.width - card.width), y: y, width: card.width, height: card.height)
    }
}
