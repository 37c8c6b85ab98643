import LayoutDSL

/// A device to render for: its screen in points, pixels per point and safe-area insets
/// (portrait), as `--device` and the snapshot strategies offer them.
public struct Device: Equatable, Sendable {
    public var name: String
    public var size: CGSize
    public var scale: CGFloat
    public var safeAreaInsets: EdgeInsets
    /// The size classes of the device in portrait (Apple HIG, Layout → Device size classes):
    /// every iPhone is compact wide and regular tall; every iPad is regular both ways.
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The radius of the display's corners in points (0: square), the container shape of a view
    /// that fills the screen (`ConcentricRectangle`, `ContainerRelativeShape`).
    public var displayCornerRadius: CGFloat
    /// The Dynamic Island in portrait, in points from the screen's top left; nil for a notch or
    /// none (the status bar then places its own).
    public var dynamicIsland: CGRect?
    /// Other names the device goes by: Xcode's simulator names ("iPhone SE (3rd generation)").
    public var aliases: [String]

    public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets,
                horizontalSizeClass: UserInterfaceSizeClass = .compact, verticalSizeClass: UserInterfaceSizeClass = .regular,
                displayCornerRadius: CGFloat = 0, dynamicIsland: CGRect? = nil, aliases: [String] = []) {
        self.name = name; self.size = size; self.scale = scale; self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
        self.displayCornerRadius = displayCornerRadius; self.dynamicIsland = dynamicIsland; self.aliases = aliases
    }

    /// An iPhone, portrait: its screen, the top inset of its status bar or sensor housing and the
    /// bottom inset of its home indicator, its corner radius, and a Dynamic Island `island` wide
    /// and 36.67 or 37 pt tall, centred, `islandTop` below the top edge.
    private static func phone(_ name: String, _ w: CGFloat, _ h: CGFloat, _ scale: CGFloat, top: CGFloat, bottom: CGFloat,
                              corner: CGFloat, island: CGSize? = nil, islandTop: CGFloat = 0, aliases: [String] = []) -> Device {
        Device(name: name, size: CGSize(width: w, height: h), scale: scale,
               safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), displayCornerRadius: corner,
               dynamicIsland: island.map { CGRect(x: (w - $0.width) / 2, y: islandTop, width: $0.width, height: $0.height) },
               aliases: aliases)
    }

    private static func pad(_ name: String, _ w: CGFloat, _ h: CGFloat, top: CGFloat, bottom: CGFloat, corner: CGFloat,
                            aliases: [String] = []) -> Device {
        Device(name: name, size: CGSize(width: w, height: h), scale: 2,
               safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
               horizontalSizeClass: .regular, verticalSizeClass: .regular, displayCornerRadius: corner, aliases: aliases)
    }

    // Screens, scales and insets as iOS 26 simulators report them, display corner radii as the
    // simulators' device profiles give them (`_displayCornerRadius`), the islands from Apple's
    // dimensional drawings: docs/reference/ios-devices.md. The Dynamic Island of the iPhone 14
    // Pro to 17 is 125 × 37 pt; the iPhone 18 Pro's is narrower.
    private static let island = CGSize(width: 125, height: 37)

    public static let iPhone18Pro = phone("iPhone 18 Pro", 402, 874, 3, top: 62, bottom: 34, corner: 62,
                                          island: CGSize(width: 94.67, height: 36.67), islandTop: 14)
    public static let iPhone18ProMax = phone("iPhone 18 Pro Max", 440, 956, 3, top: 62, bottom: 34, corner: 62,
                                             island: CGSize(width: 94.67, height: 36.67), islandTop: 14)
    public static let iPhone17Pro = phone("iPhone 17 Pro", 402, 874, 3, top: 62, bottom: 34, corner: 62, island: island, islandTop: 14)
    public static let iPhone17ProMax = phone("iPhone 17 Pro Max", 440, 956, 3, top: 62, bottom: 34, corner: 62,
                                             island: island, islandTop: 14)
    public static let iPhone17 = phone("iPhone 17", 402, 874, 3, top: 62, bottom: 34, corner: 62, island: island, islandTop: 14)
    public static let iPhoneAir = phone("iPhone Air", 420, 912, 3, top: 68, bottom: 34, corner: 62, island: island, islandTop: 20)
    public static let iPhone17e = phone("iPhone 17e", 390, 844, 3, top: 47, bottom: 34, corner: 47.33)
    public static let iPhone16e = phone("iPhone 16e", 390, 844, 3, top: 47, bottom: 34, corner: 47.33)
    public static let iPhone16 = phone("iPhone 16", 393, 852, 3, top: 59, bottom: 34, corner: 55, island: island, islandTop: 11)
    public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34, corner: 62, island: island, islandTop: 14)
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34, corner: 62,
                                             island: island, islandTop: 14)
    public static let iPhone16Plus = phone("iPhone 16 Plus", 430, 932, 3, top: 59, bottom: 34, corner: 55, island: island, islandTop: 11)
    public static let iPhone15 = phone("iPhone 15", 393, 852, 3, top: 59, bottom: 34, corner: 55, island: island, islandTop: 11)
    public static let iPhone14 = phone("iPhone 14", 390, 844, 3, top: 47, bottom: 34, corner: 47.33)
    public static let iPhoneSE = phone("iPhone SE", 375, 667, 2, top: 20, bottom: 0, corner: 0, aliases: ["iPhone SE (3rd generation)"])
    /// iPadOS 18's insets (24, 20), as the references drawn with these two were.
    public static let iPadAir = pad("iPad Air", 820, 1180, top: 24, bottom: 20, corner: 18,
                                    aliases: ["iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)"])
    public static let iPadPro13 = pad("iPad Pro 13", 1032, 1376, top: 24, bottom: 20, corner: 30, aliases: ["iPad Pro 13-inch (M4)"])
    /// iPadOS 26's insets (32, 25).
    public static let iPadPro13M5 = pad("iPad Pro 13-inch (M5)", 1032, 1376, top: 32, bottom: 25, corner: 30)
    public static let iPadPro11M5 = pad("iPad Pro 11-inch (M5)", 834, 1210, top: 32, bottom: 25, corner: 30)
    public static let iPadAir11M4 = pad("iPad Air 11-inch (M4)", 820, 1180, top: 32, bottom: 25, corner: 18)
    public static let iPadAir13M4 = pad("iPad Air 13-inch (M4)", 1024, 1366, top: 32, bottom: 25, corner: 18)
    public static let iPadA16 = pad("iPad (A16)", 820, 1180, top: 32, bottom: 25, corner: 25)
    public static let iPadMiniA17Pro = pad("iPad mini (A17 Pro)", 744, 1133, top: 32, bottom: 25, corner: 21.5)

    public static let all: [Device] = [
        iPhone18Pro, iPhone18ProMax, iPhone17Pro, iPhone17ProMax, iPhone17, iPhoneAir, iPhone17e, iPhone16e,
        iPhone16, iPhone16Pro, iPhone16ProMax, iPhone16Plus, iPhone15, iPhone14, iPhoneSE,
        iPadAir, iPadPro13, iPadPro13M5, iPadPro11M5, iPadAir11M4, iPadAir13M4, iPadA16, iPadMiniA17Pro,
    ]

    /// The environment a view sees on this device: its size classes and pixels per point.
    public func apply(to environment: inout EnvironmentValues) {
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        environment.displayScale = scale
        environment._setRenderedDevice(name: name, size: size, scale: scale, idiom: horizontalSizeClass == .regular ? .pad : .phone,
                                       displayCornerRadius: displayCornerRadius)
    }

    /// A preset by name or alias, ignoring case, spaces, dashes and brackets ("iphone-16-pro",
    /// "iPhone SE (3rd generation)").
    public static func named(_ name: String) -> Device? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        return all.first { ([$0.name] + $0.aliases).contains { key($0) == key(name) } }
    }
}
