import Foundation
import _DarwinFoundation
import LayoutDSL

/// An image file's data, read as ImageIO reads it (iOS SDK, CGImageSource.h): one image, decoded
/// by the renderer's codecs when it is asked for (PNG, JPEG, HEIF, AVIF; upright, the EXIF
/// orientation applied), or none, for data they do not decode (GIF among it: its frames are not
/// read here).
public final class CGImageSource: @unchecked Sendable {
    let data: Data
    init(data: Data) { self.data = data }
    /// The decoded image; decoded again each time, as a source made without caching decodes.
    var image: CGImage? { CGImage.decoding(data) }
}

/// A source of `data` (Apple's: a source is made for any data, and says what it found later).
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: data as Data)
}

/// A source of the file at `url`; nil when it cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    (try? Data(contentsOf: url as URL)).map(CGImageSource.init)
}

/// How many images the source holds: one when it decodes, else none.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.image == nil ? 0 : 1 }

/// The uniform type identifier of the source's data, by its first bytes; nil when it is none of the
/// formats this reads (Apple's answers nil for data it does not recognize).
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    let bytes = [UInt8](isrc.data.prefix(12))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "public.png" }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "public.jpeg" }
    if bytes.starts(with: Array("GIF8".utf8)) { return "com.compuserve.gif" }
    if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
        switch String(decoding: bytes[8..<12], as: UTF8.self) {
        case "avif", "avis": return "public.avif"
        case "heic", "heix", "mif1", "msf1": return "public.heic"
        default: return nil
        }
    }
    return nil
}

/// The image at `index`; nil when there is none there.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    index == 0 ? isrc.image : nil
}

/// A thumbnail of the image at `index`: the image itself, whatever size `options` ask for (it is
/// not scaled down here; a view that shows it sizes it).
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    CGImageSourceCreateImageAtIndex(isrc, index, options)
}

/// The properties of the image at `index`: its size in pixels, its orientation (always up: it
/// is decoded upright) and whether it has alpha; nil when there is no image there.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard let image = CGImageSourceCreateImageAtIndex(isrc, index, options) else { return nil }
    let properties: [CFString: Any] = [
        kCGImagePropertyPixelWidth: image.width, kCGImagePropertyPixelHeight: image.height,
        kCGImagePropertyOrientation: CGImagePropertyOrientation.up.rawValue, kCGImagePropertyHasAlpha: true,
    ]
    return properties as CFDictionary
}

/// The properties of the container: none are read here.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    [:] as [CFString: Any] as CFDictionary
}
