import Foundation

/// A colour entry's components, read as Xcode writes them: `color-space` srgb or extended-srgb
/// (sRGB components), extended-linear-srgb (linear components, encoded with sRGB's transfer
/// function, IEC 61966-2-1), display-p3, gray-gamma-22 or extended-gray (a grey whose value is
/// light raised to 1/2.2, Core Graphics' `genericGrayGamma2_2` and `extendedGray`, re-encoded for
/// sRGB); each component "0.200" (a fraction), "51" (0–255) or "0x33" (hex, 0–255). Alpha is always
/// a fraction.
public struct AssetColorComponents: Hashable, Sendable {
    /// The space the three components are in: sRGB's encoding, or Display P3's.
    public enum Space: Hashable, Sendable { case sRGB, displayP3 }

    public var space: Space
    public var red: Float, green: Float, blue: Float, opacity: Float

    public init(space: Space = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
        (self.space, self.red, self.green, self.blue, self.opacity) = (space, red, green, blue, opacity)
    }

    /// The components of an entry's `color` dictionary; nil for another colour space or a missing component.
    init?(_ color: [String: Any]) {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String, fraction: Bool = false) -> Float? {
            guard let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue else { return nil }
            let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
            if trimmed.hasPrefix("0x") { return UInt8(trimmed.dropFirst(2), radix: 16).map { Float($0) / 255 } }
            guard let number = Float(trimmed) else { return nil }
            return trimmed.contains(".") || fraction ? number : number / 255
        }
        let alpha = value("alpha", fraction: true) ?? 1
        switch color["color-space"] as? String ?? "srgb" {
        case "srgb", "extended-srgb":
            guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
            self.init(red: r, green: g, blue: b, opacity: alpha)
        case "display-p3":
            guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
            self.init(space: .displayP3, red: r, green: g, blue: b, opacity: alpha)
        case "extended-linear-srgb":
            guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
            self.init(red: Self.encoded(r), green: Self.encoded(g), blue: Self.encoded(b), opacity: alpha)
        case "gray-gamma-22", "extended-gray":
            guard let w = value("white") else { return nil }
            let grey = Self.encoded(copysign(pow(abs(w), 2.2), w))
            self.init(red: grey, green: grey, blue: grey, opacity: alpha)
        default:
            return nil
        }
    }

    /// A linear light value encoded with sRGB's transfer function, its sign kept for extended values.
    static func encoded(_ linear: Float) -> Float {
        let v = abs(linear)
        return copysign(v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055, linear)
    }
}
