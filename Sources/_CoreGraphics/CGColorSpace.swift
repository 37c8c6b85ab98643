/// A colour space (Apple's documentation of `CGColorSpace`): its name and how many components a
/// colour in it has. Names are the constants Core Graphics exports (`CGColorSpace.sRGB`…),
/// strings here where Apple's are `CFString`s.
public final class CGColorSpace: Sendable {
    public let name: String?
    public let numberOfComponents: Int

    init(name: String?, numberOfComponents: Int) {
        self.name = name; self.numberOfComponents = numberOfComponents
    }

    public init?(name: String) {
        switch name {
        case Self.sRGB, Self.displayP3, Self.extendedSRGB, Self.linearSRGB, Self.extendedLinearSRGB, Self.genericRGBLinear:
            numberOfComponents = 3
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray:
            numberOfComponents = 1
        default: return nil
        }
        self.name = name
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
}

/// The device-dependent RGB space (sRGB on iOS), as Core Graphics' function makes it.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, numberOfComponents: 3) }
/// The device-dependent grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, numberOfComponents: 1) }
