import LayoutDSL

/// The sizes of a Live Activity's presentations, from Apple's Human Interface Guidelines, "Live
/// Activities", Specifications (docs/reference/live-activities.md): the 430 pt and 393 pt
/// screens' rows, and the Dynamic Island's widths by device, which put 402 pt screens with the
/// 393 pt row and 420 and 440 pt ones with the 430 pt row. Estimates are named.
enum LiveActivityMetrics {
    struct Row {
        /// The compact presentation's width (its two halves and the camera between) and each half's.
        let compactWidth: CGFloat
        let compactHalf: CGFloat
        /// The expanded presentation's width.
        let expandedWidth: CGFloat
    }

    static let small = Row(compactWidth: 230, compactHalf: 52.33, expandedWidth: 371)
    static let large = Row(compactWidth: 250, compactHalf: 62.33, expandedWidth: 408)

    /// Between the compact halves: 230 − 2 × 52.33 = 250 − 2 × 62.33 = 125.33 (derived from the rows).
    static let camera: CGFloat = 125.33

    /// The 430 pt row for screens 420 pt wide and wider (the HIG's device list), else the 393 pt one.
    static func row(screenWidth: CGFloat) -> Row { screenWidth >= 420 ? large : small }

    /// Heights: compact and minimal 36.67; expanded and Lock Screen 84 to 160 ("The system may
    /// truncate a Live Activity if its height exceeds 160 points").
    static let islandHeight: CGFloat = 36.67
    static let minimumHeight: CGFloat = 84
    static let maximumHeight: CGFloat = 160
    /// Minimal: 36.67 to 45 wide.
    static let minimalMaximumWidth: CGFloat = 45
    /// "The Dynamic Island uses a corner radius of 44 points."
    static let expandedCornerRadius: CGFloat = 44
    /// The Lock Screen presentation is the screen's width less 22 on both published rows (408 on
    /// 430, 371 on 393): the rule, applied to other widths, is an estimate.
    static let lockScreenInset: CGFloat = 22
    /// Estimates: Apple publishes neither the Lock Screen platter's corner radius nor the
    /// island's default content margins.
    static let lockScreenCornerRadius: CGFloat = 24
    static let expandedMargins = EdgeInsets(top: 12, leading: 18, bottom: 12, trailing: 18)
    /// "To use the system's default background material, pass nil" (`activityBackgroundTint(_:)`);
    /// light in the light appearance, dark in the dark (HIG).
    static let systemBackground = AnyShapeStyle(Material.regular)

    /// The presentation's size on a portrait screen of `screen` points, for the tallest of `views`.
    @MainActor
    static func size(of kind: ActivityPreviewViewKind, views: [AnyView], screen: CGSize) -> CGSize {
        let portraitWidth = min(screen.width, screen.height)
        let row = row(screenWidth: portraitWidth)
        switch kind {
        case .content:
            let width = portraitWidth - lockScreenInset
            return CGSize(width: width, height: tallest(views, width: width))
        case .dynamicIsland(.expanded):
            return CGSize(width: row.expandedWidth, height: tallest(views, width: row.expandedWidth))
        case .dynamicIsland(.compact):
            return CGSize(width: row.compactWidth, height: islandHeight)
        case .dynamicIsland(.minimal):
            let widest = views.map { idealSize(of: $0, width: nil).width }.max() ?? islandHeight
            return CGSize(width: min(max(widest, islandHeight), minimalMaximumWidth), height: islandHeight)
        }
    }

    /// The tallest view's height at `width`, within 84 to 160.
    @MainActor
    private static func tallest(_ views: [AnyView], width: CGFloat) -> CGFloat {
        min(max(views.map { idealSize(of: $0, width: width).height }.max() ?? minimumHeight, minimumHeight), maximumHeight)
    }

    /// A view's ideal size, at `width` when given: laid out once on its own.
    @MainActor
    static func idealSize(of view: AnyView, width: CGFloat?) -> CGSize {
        let measured = view.frame(width: width).fixedSize(horizontal: width == nil, vertical: true)
        let host = ViewHost(measured, canvasSize: CGSize(width: width ?? 10_000, height: 10_000))
        return (try? host.update())?.root.children.first?.frame.size ?? CGSize(width: width ?? islandHeight, height: maximumHeight)
    }
}
