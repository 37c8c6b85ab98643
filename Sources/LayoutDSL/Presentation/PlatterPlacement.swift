/// Where a platter anchored to a control goes on the screen: an open menu, a compact date
/// picker's calendar. UIKit places both with its context-menu layout engine (the date picker's
/// overlay asks it for a platter `overlayPlatterDefaultSpacing`, 6 points, from its field); the
/// rule, as Flutter's `CupertinoMenuAnchor` measured it on the iOS 18.5 simulator
/// (flutter/flutter, `packages/flutter/lib/src/cupertino/menu_anchor.dart`, `_resolvePosition`):
/// below the control, or above it when the control's centre is below 55 % of the screen's
/// height; lined up with the control's leading edge when its centre is in the leading 40 % of
/// the screen, with its trailing edge in the trailing 40 %, centred on it between; always 8
/// points inside the safe area, shortened to fit there (its content scrolls on iOS; the top of
/// it shows here).
struct PlatterPlacement: Equatable {
    /// The control's frame, the screen's and its safe-area insets, in one coordinate space.
    var anchor: CGRect
    var screen: CGRect
    var safeArea: EdgeInsets
    /// Between the control and the platter.
    var gap: CGFloat = 0

    static let screenMargin: CGFloat = 8
    static let opensUpwardBelow: CGFloat = 0.55
    static let leadingBand: CGFloat = 0.4
    static let trailingBand: CGFloat = 0.6

    var opensUpward: Bool { anchor.midY - screen.minY > screen.height * Self.opensUpwardBelow }

    /// The platter's point that stays on its control: x 0 lined up with the control's leading
    /// edge, 1 with its trailing edge, 0.5 centred; y 0 when it opens downward from its top
    /// edge, 1 when it opens upward from its bottom edge. A stacked submenu shrinks the menu
    /// about it (`SubmenuStackLayout`).
    var attachment: UnitPoint {
        let position = (anchor.midX - screen.minX) / max(screen.width, 1)
        return UnitPoint(x: position < Self.leadingBand ? 0 : position > Self.trailingBand ? 1 : 0.5, y: opensUpward ? 1 : 0)
    }

    /// The height the platter may take in the direction it opens, from its attached edge.
    var room: CGFloat {
        max(opensUpward ? anchor.minY - gap - region.minY : region.maxY - anchor.maxY - gap, 0)
    }

    /// The region the platter stays in.
    private var region: CGRect {
        let m = Self.screenMargin
        return CGRect(x: screen.minX + safeArea.leading + m, y: screen.minY + safeArea.top + m,
                      width: max(screen.width - safeArea.leading - safeArea.trailing - 2 * m, 0),
                      height: max(screen.height - safeArea.top - safeArea.bottom - 2 * m, 0))
    }

    /// The platter's frame for the size it asks for.
    func frame(for platter: CGSize) -> CGRect {
        let region = region
        let width = min(platter.width, region.width)
        let height = min(platter.height, room)
        let y = opensUpward ? anchor.minY - gap - height : anchor.maxY + gap
        let x = anchor.minX + (anchor.width - width) * attachment.x
        return CGRect(x: min(max(x, region.minX), region.maxX - width), y: y, width: width, height: height)
    }
}
