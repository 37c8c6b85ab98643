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

    public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets,
                horizontalSizeClass: UserInterfaceSizeClass = .compact, verticalSizeClass: UserInterfaceSizeClass = .regular) {
        self.name = name; self.size = size; self.scale = scale; self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
    }

    private static func phone(_ name: String, _ w: CGFloat, _ h: CGFloat, _ scale: CGFloat, top: CGFloat, bottom: CGFloat) -> Device {
        Device(name: name, size: CGSize(width: w, height: h), scale: scale,
               safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
    }

    public static let iPhone16 = phone("iPhone 16", 393, 852, 3, top: 59, bottom: 34)
    public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34)
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34)
    public static let iPhone16Plus = phone("iPhone 16 Plus", 430, 932, 3, top: 59, bottom: 34)
    public static let iPhone15 = phone("iPhone 15", 393, 852, 3, top: 59, bottom: 34)
    public static let iPhone14 = phone("iPhone 14", 390, 844, 3, top: 47, bottom: 34)
    public static let iPhoneSE = phone("iPhone SE", 375, 667, 2, top: 20, bottom: 0)
    public static let iPadAir = Device(name: "iPad Air", size: CGSize(width: 820, height: 1180), scale: 2,
                                       safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                       horizontalSizeClass: .regular, verticalSizeClass: .regular)
    public static let iPadPro13 = Device(name: "iPad Pro 13", size: CGSize(width: 1032, height: 1376), scale: 2,
                                         safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                         horizontalSizeClass: .regular, verticalSizeClass: .regular)

    public static let all: [Device] = [
        iPhone16, iPhone16Pro, iPhone16ProMax, iPhone16Plus, iPhone15, iPhone14, iPhoneSE, iPadAir, iPadPro13
    ]

    /// The environment a view sees on this device: its size classes and pixels per point.
    public func apply(to environment: inout EnvironmentValues) {
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        environment.displayScale = scale
        environment._setRenderedDevice(name: name, size: size, scale: scale, idiom: horizontalSizeClass == .regular ? .pad : .phone)
    }

    /// A preset by name, ignoring case, spaces and dashes ("iphone-16-pro").
    public static func named(_ name: String) -> Device? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        return all.first { key($0.name) == key(name) }
    }
}
