/// A colour: components in a colour space and an alpha (Apple's documentation of `CGColor`).
/// SwiftUI's `Color(cgColor:)` and `UIColor.cgColor` convert through it.
public final class CGColor: Sendable {
    /// The components, alpha last (red, green, blue, alpha; or gray, alpha).
    public let components: [CGFloat]?
    public let colorSpace: CGColorSpace?

    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
        colorSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)
    }

    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        self.components = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        colorSpace = space
    }

    public init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        components = [(1 - cyan) * (1 - black), (1 - magenta) * (1 - black), (1 - yellow) * (1 - black), alpha]
        colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
    }

    public func copy(alpha: CGFloat) -> CGColor? {
        guard var components else { return nil }
        components[components.count - 1] = alpha
        return components.count == 2 ? CGColor(gray: components[0], alpha: alpha)
            : CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// The colour in another space: gray and RGB convert to each other by the sRGB luma.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> CGColor? {
        let rgba = self.rgba
        if space.numberOfComponents == 1 {
            return CGColor(gray: 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue, alpha: rgba.alpha)
        }
        return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// Red, green, blue and alpha, a gray's three channels equal.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = components ?? [0, 0, 0, 1]
        return c.count >= 4 ? (c[0], c[1], c[2], c[3]) : (c[0], c[0], c[0], c.count > 1 ? c[1] : 1)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)
}

extension CGColor: Equatable {
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components && a.colorSpace?.name == b.colorSpace?.name }
}

/// How colours map between spaces (Apple's documentation of `CGColorRenderingIntent`).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
