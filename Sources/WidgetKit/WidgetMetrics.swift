import LayoutDSL

/// Where a widget's size, corners and margins come from, by family and screen. Each number and
/// its source is in docs/reference/widget-metrics.md.
enum WidgetMetrics {
    /// Apple's Human Interface Guidelines, "Widgets", Specifications, iOS dimensions: portrait
    /// screen in points, then small, medium, large, circular, rectangular and inline widgets.
    static let iPhone: [(screen: CGSize, sizes: [WidgetFamily: CGSize])] = [
        row(430, 932, small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: (257, 26)),
        row(428, 926, small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: (257, 26)),
        row(414, 896, small: 169, medium: (360, 169), large: (360, 379), circular: 76, rectangular: (160, 72), inline: (248, 26)),
        row(414, 736, small: 159, medium: (348, 157), large: (348, 357), circular: 76, rectangular: (170, 76), inline: (248, 26)),
        row(393, 852, small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: (234, 26)),
        row(390, 844, small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: (234, 26)),
        row(375, 812, small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72), inline: (225, 26)),
        row(375, 667, small: 148, medium: (321, 148), large: (321, 324), circular: 68, rectangular: (153, 68), inline: (225, 26)),
        row(360, 780, small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72), inline: (225, 26)),
        (CGSize(width: 320, height: 568), [.systemSmall: CGSize(width: 141, height: 141), .systemMedium: CGSize(width: 292, height: 141),
                                           .systemLarge: CGSize(width: 292, height: 311)]),
    ]

    /// The family's size on a portrait screen of `screen` points: the table's row for that
    /// screen, else for the largest screen the table lists that fits in it (iPhone 16 Pro's
    /// 402×874 takes the 393×852 row, 16 Pro Max's 440×956 the 430×932 one).
    static func size(of family: WidgetFamily, screen: CGSize) -> Result<CGSize, PreviewTimelineError> {
        let portrait = CGSize(width: min(screen.width, screen.height), height: max(screen.width, screen.height))
        let fitting = iPhone.filter { $0.screen.width <= portrait.width && $0.screen.height <= portrait.height }
        guard let row = fitting.first(where: { $0.screen == portrait })
                ?? fitting.max(by: { ($0.screen.width, $0.screen.height) < ($1.screen.width, $1.screen.height) }) else {
            return .failure(PreviewTimelineError("no widget sizes for a \(Int(portrait.width))×\(Int(portrait.height)) pt screen"))
        }
        guard let size = row.sizes[family] else {
            return .failure(PreviewTimelineError("a \(Int(portrait.width))×\(Int(portrait.height)) pt iPhone screen shows no " +
                "\(family.debugDescription) widget (systemExtraLarge is iPad's, accessoryCorner watchOS's)"))
        }
        return .success(size)
    }

    /// The Home Screen's widget corner: Apple publishes no radius (the HIG asks widgets to
    /// follow it with `ContainerRelativeShape`); this is an estimate, kept in one place.
    static let systemCornerRadius: CGFloat = 22

    /// The rectangular Lock Screen widget's corner, which `ContainerRelativeShape` and
    /// `AccessoryWidgetBackground` follow: Apple publishes none; an estimate (a public widget that
    /// draws the system's backdrop by hand clips it to 8 pt), kept in one place.
    static let accessoryRectangularCornerRadius: CGFloat = 8

    /// The opacity of the white `AccessoryWidgetBackground` is drawn in on the vibrant Lock
    /// Screen: Apple publishes none; an estimate, kept in one place.
    static let accessoryBackgroundOpacity: Double = 0.15

    /// The default content margins: 16 pt on each side for the Home Screen's families on iPhone
    /// (HIG "Widgets", "Use standard margins": 16 points), none for the Lock Screen's, whose
    /// content goes to the edge of its shape.
    static func contentMargins(of family: WidgetFamily) -> EdgeInsets {
        family.isAccessory ? EdgeInsets() : EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    }

    private static func row(_ width: CGFloat, _ height: CGFloat, small: CGFloat, medium: (CGFloat, CGFloat),
                            large: (CGFloat, CGFloat), circular: CGFloat, rectangular: (CGFloat, CGFloat),
                            inline: (CGFloat, CGFloat)) -> (screen: CGSize, sizes: [WidgetFamily: CGSize]) {
        (CGSize(width: width, height: height), [
            .systemSmall: CGSize(width: small, height: small), .systemMedium: CGSize(width: medium.0, height: medium.1),
            .systemLarge: CGSize(width: large.0, height: large.1), .accessoryCircular: CGSize(width: circular, height: circular),
            .accessoryRectangular: CGSize(width: rectangular.0, height: rectangular.1),
            .accessoryInline: CGSize(width: inline.0, height: inline.1),
        ])
    }
}
