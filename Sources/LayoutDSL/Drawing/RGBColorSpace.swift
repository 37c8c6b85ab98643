import Foundation

/// The colour spaces a colour can be given in, converted to the extended sRGB that
/// `Color.Resolved` keeps. W3C CSS Color 4: the sRGB transfer function (§10.2), applied
/// sign-symmetrically for extended values, and Display P3 (§10.4), which shares sRGB's transfer
/// function and D65 white but not its primaries: linear P3 → linear sRGB by the matrix of the
/// two primaries' XYZ matrices. Values outside sRGB's gamut stay outside until drawn, as
/// SwiftUI's extended range keeps them; the rasterizer clamps each channel.
extension Color.RGBColorSpace {
    /// sRGB-encoded components of a colour given in this space.
    func sRGB(_ r: Double, _ g: Double, _ b: Double) -> (red: Double, green: Double, blue: Double) {
        switch self {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (SRGBTransfer.encoded(r), SRGBTransfer.encoded(g), SRGBTransfer.encoded(b))
        case .displayP3:
            let (lr, lg, lb) = (SRGBTransfer.linear(r), SRGBTransfer.linear(g), SRGBTransfer.linear(b))
            return (SRGBTransfer.encoded(1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb),
                    SRGBTransfer.encoded(-0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb),
                    SRGBTransfer.encoded(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
        }
    }
}

/// The sRGB transfer function and its inverse (IEC 61966-2-1), odd-symmetric for extended values.
package enum SRGBTransfer {
    /// Linear light of an encoded component.
    package static func linear(_ v: Double) -> Double {
        let a = abs(v)
        return (a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)) * (v < 0 ? -1 : 1)
    }

    /// The encoded component of linear light.
    package static func encoded(_ v: Double) -> Double {
        let a = abs(v)
        return (a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055) * (v < 0 ? -1 : 1)
    }
}

extension Color.Resolved {
    /// The amount of red in the colour in the linear sRGB colour space.
    public var linearRed: Float {
        get { Float(SRGBTransfer.linear(Double(red))) } set { red = Float(SRGBTransfer.encoded(Double(newValue))) }
    }

    /// The amount of green in the colour in the linear sRGB colour space.
    public var linearGreen: Float {
        get { Float(SRGBTransfer.linear(Double(green))) } set { green = Float(SRGBTransfer.encoded(Double(newValue))) }
    }

    /// The amount of blue in the colour in the linear sRGB colour space.
    public var linearBlue: Float {
        get { Float(SRGBTransfer.linear(Double(blue))) } set { blue = Float(SRGBTransfer.encoded(Double(newValue))) }
    }
}
