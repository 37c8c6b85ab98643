/// Where an open context menu's lifted preview and menu go on an iPhone, as UIKit's context-menu
/// layout arbiter places them (`_UIContextMenuLayoutArbiter` and `_UIContextMenuPlatformMetrics`
/// in UIKitCore, read from its binary; none of it is in Apple's documentation):
/// - the content area is the screen inset by the safe area, at least 16 points (the content
///   spacing) on every side;
/// - the preview keeps the view's centre and grows by `min(1.15, (d + 26) / d)`, `d` its longer
///   side, and no wider than the content area: a small icon lifts 15 %, a full-width row not at all;
/// - the menu goes below the view when there is more room below its centre than above, else
///   above, 16 points from the preview; centred when the view is centred, otherwise lined up
///   with the preview's leading edge on the leading half, its trailing edge on the trailing one;
/// - the menu is at most the content's height less the preview's (with the gap), or less 55 %
///   of the content's height if that is less; preview and menu then move together, as a block,
///   into the content area (`_CGRectConstrainedWithinRect`).
struct ContextMenuGeometry: Equatable {
    static let spacing: CGFloat = 16
    static let maximumLift: CGFloat = 1.15
    static let liftPoints: CGFloat = 26
    static let menuShare: CGFloat = 0.55

    var source: CGRect
    var screen: CGRect
    var safeArea: EdgeInsets

    var content: CGRect {
        let s = Self.spacing
        let top = max(safeArea.top, s), bottom = max(safeArea.bottom, s)
        let leading = max(safeArea.leading, s), trailing = max(safeArea.trailing, s)
        return CGRect(x: screen.minX + leading, y: screen.minY + top,
                      width: max(screen.width - leading - trailing, 0), height: max(screen.height - top - bottom, 0))
    }

    var scale: CGFloat {
        let longer = max(source.width, source.height)
        guard longer > 0 else { return 1 }
        return max(min(Self.maximumLift, (longer + Self.liftPoints) / longer, content.width / max(source.width, 1)), 0)
    }

    /// The preview's frame (lifted) and the menu's, for a menu of this size.
    /// The menu's point that stays by the preview (`PlatterPlacement.attachment`): centred under
    /// a centred preview, else lined up with the side nearer the screen's edge; its top edge
    /// below the preview, its bottom edge above it.
    var menuAttachment: UnitPoint {
        let content = content
        let x: CGFloat = abs(source.midX - content.midX) < 1 ? 0.5 : source.midX < content.midX ? 0 : 1
        return UnitPoint(x: x, y: content.maxY - source.midY > source.midY - content.minY ? 0 : 1)
    }

    func frames(menu: CGSize) -> (preview: CGRect, menu: CGRect) {
        let content = content
        let size = CGSize(width: source.width * scale, height: source.height * scale)
        let preview = CGRect(x: source.midX - size.width / 2, y: source.midY - size.height / 2, width: size.width, height: size.height)
        let below = content.maxY - source.midY > source.midY - content.minY
        let menuHeight = max(min(menu.height, content.height - min(preview.height + Self.spacing, Self.menuShare * content.height)), 0)
        let width = min(menu.width, content.width)
        let x: CGFloat = abs(source.midX - content.midX) < 1 ? preview.midX - width / 2
            : source.midX < content.midX ? preview.minX : preview.maxX - width
        let menuFrame = CGRect(x: x,
                               y: below ? preview.maxY + Self.spacing : preview.minY - Self.spacing - menuHeight,
                               width: width, height: menuHeight)
        // The block of both moves into the content area, its top and leading edge first if it
        // is too big.
        let block = preview.union(menuFrame)
        func shift(_ minimum: CGFloat, _ maximum: CGFloat, into low: CGFloat, _ high: CGFloat) -> CGFloat {
            let back = maximum > high ? high - maximum : 0
            return minimum + back < low ? low - minimum : back
        }
        let dx = shift(block.minX, block.maxX, into: content.minX, content.maxX)
        let dy = shift(block.minY, block.maxY, into: content.minY, content.maxY)
        var menuPlaced = menuFrame.offsetBy(dx: dx, dy: dy)
        menuPlaced.origin.x = min(max(menuPlaced.minX, content.minX), content.maxX - width)
        return (preview.offsetBy(dx: dx, dy: dy), menuPlaced)
    }
}

/// Lays out an open context menu over the whole screen: the backdrop (subview 0) over all of
/// it, the lifted preview (subview 1, offered the view's own size; it draws itself scaled) and
/// the menu (subview 2) where `ContextMenuGeometry` puts them.
struct ContextMenuLayout: Layout {
    let geometry: ContextMenuGeometry

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let (preview, menu) = geometry.frames(menu: subviews[2].sizeThatFits(ProposedViewSize(width: MenuMetrics.width, height: nil)))
        subviews[1].place(at: CGPoint(x: bounds.minX + preview.midX, y: bounds.minY + preview.midY), anchor: .center,
                          proposal: ProposedViewSize(geometry.source.size))
        subviews[2].place(at: CGPoint(x: bounds.minX + menu.minX, y: bounds.minY + menu.minY), proposal: ProposedViewSize(menu.size))
    }
}
