import Foundation

/// swift-snapshot-testing's device description for `.image(layout: .device(config:))`: the
/// screen in points, its safe area and its traits. The presets have the sizes, safe areas and
/// traits swift-snapshot-testing gives them on iOS, so `.iPhone13Pro` or
/// `.iPadPro11(.portrait(splitView: .oneThird))` mean the same canvas here.
///
/// One addition: each preset's traits name its device's `displayScale`. On iOS they leave it
/// unspecified and the image takes the scale of the simulator the tests run on; here there is no
/// simulator, so the preset says what the device has (an explicit `traits:` scale still wins).
public struct ViewImageConfig: Sendable {
    public enum Orientation: Hashable, Sendable {
        case landscape
        case portrait
    }

    /// An iPad's orientation and the share of the screen the app has in Split View.
    public enum TabletOrientation: Hashable, Sendable {
        public enum PortraitSplits: Hashable, Sendable {
            case oneThird
            case twoThirds
            case full
        }
        public enum LandscapeSplits: Hashable, Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// Physical edges: `left` is the left of the screen whatever the layout direction.
    public var safeArea: UIEdgeInsets
    /// Nil renders the view at its ideal size, as `.sizeThatFits` does.
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

// MARK: - iPhones (portrait unless given)

extension ViewImageConfig {
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, safeArea: .statusBar, traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, safeArea: .statusBar, traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, safeArea: .statusBar, traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, safeArea: .notch(44, landscapeBottom: 24), traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, safeArea: .notch(44, landscapeBottom: 24), traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, safeArea: .notch(44, landscapeBottom: 24), traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, safeArea: .notch(47, landscapeBottom: 21), traits: .iPhone12(orientation))
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, safeArea: .notch(47, landscapeBottom: 21), traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, safeArea: .notch(47, landscapeBottom: 21), traits: .iPhone13(orientation))
    }

    /// The mini has the iPhone 13's traits, as on iOS.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, safeArea: .notch(50, landscapeBottom: 21), traits: .iPhone13(orientation))
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, safeArea: .notch(47, landscapeBottom: 21), traits: .iPhone13ProMax(orientation))
    }

    /// A phone `width` by `height` points in portrait, turned for landscape.
    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat,
                              safeArea: PhoneSafeArea, traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait: ViewImageConfig(safeArea: safeArea.portrait, size: CGSize(width: width, height: height), traits: traits)
        case .landscape: ViewImageConfig(safeArea: safeArea.landscape, size: CGSize(width: height, height: width), traits: traits)
        }
    }
}

/// A phone's safe area in each orientation.
private struct PhoneSafeArea {
    var portrait: UIEdgeInsets
    var landscape: UIEdgeInsets

    /// A home-button phone: the status bar in portrait, hidden in landscape.
    static let statusBar = PhoneSafeArea(portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: .zero)

    /// A notched phone: the notch at the top in portrait and at both sides in landscape (the
    /// presets inset both), the home indicator at the bottom.
    static func notch(_ notch: CGFloat, landscapeBottom: CGFloat) -> PhoneSafeArea {
        PhoneSafeArea(portrait: UIEdgeInsets(top: notch, left: 0, bottom: 34, right: 0),
                      landscape: UIEdgeInsets(top: 0, left: notch, bottom: landscapeBottom, right: notch))
    }
}

// MARK: - iPads (landscape unless given)

extension ViewImageConfig {
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(TabletOrientation(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, screen: (1024, 768), landscape: (320, 507, 694), portrait: (320, 438),
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), traits: .iPadMini, splitTraits: .iPadMini_Compact_SplitView)
    }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(TabletOrientation(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, screen: (1080, 810), landscape: (320, 535, 750), portrait: (320, 480),
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), traits: .iPad10_2, splitTraits: .iPad10_2_Compact_SplitView)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(TabletOrientation(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, screen: (1112, 834), landscape: (320, 551, 782), portrait: (320, 504),
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), traits: .iPadPro10_5,
               splitTraits: .iPadPro10_5_Compact_SplitView)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(TabletOrientation(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, screen: (1194, 834), landscape: (375, 592, 809), portrait: (320, 504),
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), traits: .iPadPro11,
               splitTraits: .iPadPro11_Compact_SplitView)
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(TabletOrientation(orientation)) }
    /// The 12.9-inch iPad is wide enough that half of it in landscape is still regular.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, screen: (1366, 1024), landscape: (375, 678, 981), portrait: (375, 639),
               safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), traits: .iPadPro12_9,
               splitTraits: .iPadPro12_9_Compact_SplitView, halfIsRegular: true)
    }

    /// An iPad's canvas: its screen (long and short side, in points) and the app's width in
    /// each split. A third (and two thirds in portrait) is compact; a half is compact unless
    /// `halfIsRegular`.
    private static func tablet(_ orientation: TabletOrientation, screen: (long: CGFloat, short: CGFloat),
                               landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat),
                               portrait: (oneThird: CGFloat, twoThirds: CGFloat), safeArea: UIEdgeInsets,
                               traits: UITraitCollection, splitTraits: UITraitCollection, halfIsRegular: Bool = false) -> ViewImageConfig {
        let (width, height, compact): (CGFloat, CGFloat, Bool) = switch orientation {
        case .landscape(.oneThird): (landscape.oneThird, screen.short, true)
        case .landscape(.oneHalf): (landscape.oneHalf, screen.short, !halfIsRegular)
        case .landscape(.twoThirds): (landscape.twoThirds, screen.short, false)
        case .landscape(.full): (screen.long, screen.short, false)
        case .portrait(.oneThird): (portrait.oneThird, screen.long, true)
        case .portrait(.twoThirds): (portrait.twoThirds, screen.long, true)
        case .portrait(.full): (screen.short, screen.long, false)
        }
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height), traits: compact ? splitTraits : traits)
    }
}

private extension ViewImageConfig.TabletOrientation {
    /// The whole screen in that orientation.
    init(_ orientation: ViewImageConfig.Orientation) {
        switch orientation {
        case .landscape: self = .landscape(splitView: .full)
        case .portrait: self = .portrait(splitView: .full)
        }
    }
}

// MARK: - Trait presets

/// The traits swift-snapshot-testing gives each device (its `UITraitCollection` presets, which
/// iOS code can pass as `traits:`), plus the device's display scale. UIKit's force-touch trait is
/// left out: nothing here reads it.
extension UITraitCollection {
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .compact, scale: 2)
    }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .compact, scale: 2)
    }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .regular, scale: 3)
    }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .compact, scale: 3)
    }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .regular, scale: 2)
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .regular, scale: 3)
    }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .compact, scale: 3)
    }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .regular, scale: 3)
    }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .compact, scale: 3)
    }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .regular, scale: 3)
    }

    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView

    /// Every iPhone: left to right, medium text (the presets' choice, one step below the system
    /// default), compact wide in portrait; in landscape compact tall, and regular wide on the
    /// larger phones.
    private static func phone(_ orientation: ViewImageConfig.Orientation, landscapeWidth: UIUserInterfaceSizeClass,
                              scale: CGFloat) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium),
            .init(userInterfaceIdiom: .phone),
            .init(displayScale: scale),
            .init(horizontalSizeClass: orientation == .portrait ? .compact : landscapeWidth),
            .init(verticalSizeClass: orientation == .portrait ? .regular : .compact),
        ])
    }

    private static let iPad = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad), .init(displayScale: 2),
    ])

    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad), .init(displayScale: 2),
    ])
}
