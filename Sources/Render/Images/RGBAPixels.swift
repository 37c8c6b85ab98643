import Foundation
import ImageShim

/// A decoded bitmap before it becomes a canvas: 8-bit RGBA rows, top row first, colours not yet
/// premultiplied, in the file's own colour space and orientation. Each decoder makes one; the
/// stages below bring it to what iOS shows (sRGB, upright), then `canvas()` premultiplies it.
struct RGBAPixels: Equatable {
    var width: Int
    var height: Int
    var bytes: [UInt8]

    /// Copies `width × height` pixels a decoder allocated.
    init(copying pointer: UnsafePointer<UInt8>, width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = Array(UnsafeBufferPointer(start: pointer, count: width * height * 4))
    }

    init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The colours converted from an embedded ICC profile to sRGB, the space the renderer draws
    /// in (Display P3 photos, as iPhones take them, keep their look where sRGB can show it; what
    /// lies outside sRGB is mapped into it by Little CMS). A profile Little CMS cannot use leaves
    /// the colours as they are, taken as sRGB.
    func converted(fromProfile profile: Data?) -> RGBAPixels {
        guard let profile, !profile.isEmpty else { return self }
        var result = self
        let status = profile.withUnsafeBytes { icc in
            result.bytes.withUnsafeMutableBufferPointer { pixels in
                imageshim_convert_to_srgb(icc.bindMemory(to: UInt8.self).baseAddress, icc.count, pixels.baseAddress, width * height)
            }
        }
        return status.code == 0 ? result : self
    }

    /// The canvas of these pixels, premultiplied (rounded to nearest) unless they already are.
    func canvas(premultiplied: Bool = false) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        bytes.withUnsafeBufferPointer { p in
            for i in 0..<width * height {
                let r = UInt32(p[4 * i]), g = UInt32(p[4 * i + 1]), b = UInt32(p[4 * i + 2]), a = UInt32(p[4 * i + 3])
                if premultiplied || a == 255 {
                    canvas.pixels[i] = r | g << 8 | b << 16 | a << 24
                } else {
                    func premultiply(_ v: UInt32) -> UInt32 { (v * a + 127) / 255 }
                    canvas.pixels[i] = premultiply(r) | premultiply(g) << 8 | premultiply(b) << 16 | a << 24
                }
            }
        }
        return canvas
    }
}

/// The shim's status message as a string.
func imageShimMessage(_ status: imageshim_status) -> String {
    withUnsafeBytes(of: status.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
}
