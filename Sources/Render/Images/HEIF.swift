import Foundation
import ImageShim

/// HEIF photos (`.heic`, as iPhones save them; AVIF too), decoded by libheif with their rotation
/// and mirroring applied and their ICC profile converted to sRGB. An HEVC picture's YCbCr planes
/// become RGB by this package's rules, not libheif's, whose conversion changes between versions
/// (`Sources/ImageShim/YCbCrToRGB.c`).
public enum HEIF {
    public static func decode(_ data: Data) throws -> Canvas {
        var pixels: UnsafeMutablePointer<UInt8>?, profile: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0, profileSize = 0
        var premultiplied: Int32 = 0
        let status = data.withUnsafeBytes { raw in
            imageshim_heif_decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &pixels, &width, &height,
                                  &premultiplied, &profile, &profileSize)
        }
        defer { imageshim_free(pixels); imageshim_free(profile) }
        guard status.code == 0, let pixels else {
            throw ImageDecodingError(message: "not a HEIF image that can be decoded: \(imageShimMessage(status))")
        }
        let icc = profile.map { Data(bytes: $0, count: profileSize) }
        return RGBAPixels(copying: pixels, width: Int(width), height: Int(height))
            .converted(fromProfile: premultiplied != 0 ? nil : icc)
            .canvas(premultiplied: premultiplied != 0)
    }

    /// Whether `data` is an ISO base media file whose brand is one of HEIF's or AVIF's.
    static func isHEIF(_ data: Data) -> Bool {
        guard data.count >= 12, data[data.startIndex + 4..<data.startIndex + 8].elementsEqual("ftyp".utf8) else { return false }
        let brand = String(decoding: data[data.startIndex + 8..<data.startIndex + 12], as: UTF8.self)
        return ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"].contains(brand)
    }
}
