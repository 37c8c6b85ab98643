import Foundation

/// An image file, by what it is (its first bytes), not by its name: a bitmap (PNG, JPEG, HEIF or
/// AVIF) decoded to a canvas upright and in sRGB (an embedded ICC profile converted, an EXIF
/// orientation applied), or a vector document (PDF, SVG).
enum ImageFile {
    enum Contents { case bitmap(Canvas), vector(VectorDocument) }

    static func read(_ data: Data) throws -> Contents {
        if let kind = VectorDocument.kind(of: data) { return .vector(try VectorDocument(data, kind: kind)) }
        return .bitmap(try decode(data))
    }

    /// A bitmap file's pixels.
    static func decode(_ data: Data) throws -> Canvas {
        if JPEG.isJPEG(data) { return try JPEG.decode(data) }
        if HEIF.isHEIF(data) { return try HEIF.decode(data) }
        return try PNG.pixels(data).converted(fromProfile: PNG.iccProfile(data)).canvas()
    }
}
