import Foundation
import JPEGShim

/// JPEG photos (asset catalogs' image sets hold them as often as PNGs), decoded by libjpeg-turbo.
/// A JPEG has no alpha: every pixel is opaque. An embedded ICC profile's colours are converted to
/// sRGB and an EXIF orientation turns it upright, as iOS shows a photo.
public enum JPEG {
    /// Decodes a JPEG into a canvas. A corrupt, truncated or CMYK file throws with libjpeg's reason.
    public static func decode(_ data: Data) throws -> Canvas {
        var pixels: UnsafeMutablePointer<UInt8>?, profile: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0, profileSize = 0
        let status = data.withUnsafeBytes { raw in
            jpegshim_decode(raw.bindMemory(to: UInt8.self).baseAddress, data.count, &pixels, &width, &height, &profile, &profileSize)
        }
        defer { jpegshim_free(pixels); jpegshim_free(profile) }
        guard status.code == 0, let pixels else {
            let message = withUnsafeBytes(of: status.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw ImageDecodingError(message: "not a JPEG that can be decoded: \(message)")
        }
        return RGBAPixels(copying: pixels, width: Int(width), height: Int(height))
            .converted(fromProfile: profile.map { Data(bytes: $0, count: profileSize) })
            .oriented(ExifOrientation(jpeg: data))
            .canvas()
    }

    /// Encodes a canvas as a baseline JPEG at `quality` (0–1, UIKit's `compressionQuality`, as
    /// libjpeg's 1–100). A JPEG has no alpha: the canvas's premultiplied colours are written as
    /// they are, so a transparent pixel is black, as UIKit's `jpegData(compressionQuality:)`
    /// writes one.
    public static func encode(_ canvas: Canvas, quality: Double) throws -> Data {
        let scaled = quality.isFinite ? Int32((min(max(quality, 0), 1) * 100).rounded()) : 75
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = canvas.pixels.withUnsafeBytes { raw in
            jpegshim_encode(raw.bindMemory(to: UInt8.self).baseAddress, UInt32(canvas.width), UInt32(canvas.height), scaled, &output, &size)
        }
        guard status.code == 0, let output else {
            let message = withUnsafeBytes(of: status.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw ImageDecodingError(message: "the image could not be encoded as JPEG: \(message)")
        }
        defer { jpegshim_free(output) }
        return Data(bytes: output, count: size)
    }

    /// Whether `data` starts as every JPEG does (the start-of-image marker, then another marker).
    static func isJPEG(_ data: Data) -> Bool { data.starts(with: [0xFF, 0xD8, 0xFF]) }
}

/// Why an image file could not be decoded.
public struct ImageDecodingError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
