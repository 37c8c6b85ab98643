import LayoutDSL
import PNGShim

/// A PNG that could not be encoded or decoded; libpng's own message where it gave one.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { message }
}

/// PNG through libpng: decoded by it; encoded by the run encoder (PNGShim), zlib or libdeflate into
/// chunks libpng writes.
public enum PNG {
    /// Encoder settings.
    public struct Settings: Sendable, Equatable {
        public enum Compressor: Sendable, Equatable {
            /// As shipped before the run encoder: the rows (filtered as `runHalves` filters them)
            /// compressed by zlib at `level` (0–9, clamped) in two halves at once, on two threads,
            /// as pigz does; a photo-like frame by libdeflate at `photoLevel` (0–12, clamped).
            case zlibHalves(level: Int32, photoLevel: Int32)
            /// Shipped: each row filtered with `none` or `up`, whichever has the smaller sum of
            /// absolute residuals, where a sample of the frame compressed both ways says `up`
            /// pays; the stream compressed in two halves at once, on two threads, by the run
            /// encoder (PNGShim's PNGRunDeflate.c: deflate that tries the matches a pixel back, a
            /// row back, and where the next four bytes were last seen, and nothing else), except a
            /// photo-like frame's (its sample keeps more than a quarter of its bytes), by libdeflate
            /// at `photoLevel` (0–12, clamped). Chosen by measurement (Benchmarks.md, "Eighth
            /// pass"): on flat UI, strokes and gradients a 3x frame takes about a third of zlib's
            /// level 3 time in halves, with files about as large (smaller than libpng's zlib at
            /// level 1); on a photo-like frame libdeflate's level 1 took half zlib's time.
            case runHalves(photoLevel: Int32)
            /// As shipped before: the stream compressed by libdeflate at `level` (0–12, clamped),
            /// whole, on one thread, and a photo-like frame's at `photoLevel`; kept as the
            /// measured alternative.
            case libdeflate(level: Int32, photoLevel: Int32)
            /// libpng's own writer over zlib, with a `PNG_FILTER_*` mask and zlib's level and
            /// strategy: the yardstick the shipped encoder is measured and tested against.
            case libpng(filter: Int32, level: Int32, strategy: Int32)
        }
        public var compressor: Compressor = .runHalves(photoLevel: 1)
        public init() {}
        public init(_ compressor: Compressor) { self.compressor = compressor }
    }

    /// The widest and tallest image the decoder reads (PNGShim's `png_set_user_limits`), and so
    /// the largest the encoder writes: an image that could be recorded but never compared
    /// would be a reference that can never pass.
    public static let maximumDimension = 100_000

    /// Encodes a canvas, as RGB when every pixel is opaque and as straight-alpha RGBA otherwise.
    public static func encode(_ canvas: Canvas, settings: Settings = Settings()) throws -> Data {
        guard canvas.width <= maximumDimension, canvas.height <= maximumDimension else {
            throw PNGError(message: "a \(canvas.width)x\(canvas.height) image is past the \(maximumDimension)-pixel limit on each side")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status: pngshim_status
        switch settings.compressor {
        case .zlibHalves(let level, let photoLevel):
            status = encodeCanvas(canvas, method: PNGSHIM_ZLIB_HALVES, level: min(max(level, 0), 9), photoLevel: photoLevel,
                                  output: &output, size: &size)
        case .runHalves(let photoLevel):
            status = encodeCanvas(canvas, method: PNGSHIM_RUN_HALVES, level: 0, photoLevel: photoLevel, output: &output, size: &size)
        case .libdeflate(let level, let photoLevel):
            status = encodeCanvas(canvas, method: PNGSHIM_LIBDEFLATE_WHOLE, level: min(max(level, 0), 12), photoLevel: photoLevel,
                                  output: &output, size: &size)
        case .libpng(let filter, let level, let strategy):
            status = libpngEncode(canvas, filter: filter, level: level, strategy: strategy, output: &output, size: &size)
        }
        guard status.code == 0, let output else { throw PNGError(message: "PNG encoding failed: \(message(status))") }
        return Data(bytesNoCopy: output, count: size, deallocator: .free)
    }

    /// The shipped encoder (`PNGShim`'s `pngshim_encode_canvas`).
    private static func encodeCanvas(_ canvas: Canvas, method: pngshim_method, level: Int32, photoLevel: Int32,
                                     output: inout UnsafeMutablePointer<UInt8>?, size: inout Int) -> pngshim_status {
        canvas.pixels.withUnsafeBufferPointer {
            pngshim_encode_canvas($0.baseAddress, UInt32(canvas.width), UInt32(canvas.height), method, level,
                                  min(max(photoLevel, 0), 12), &output, &size)
        }
    }

    /// The yardstick: RGB or straight-alpha RGBA rows handed to libpng's writer.
    private static func libpngEncode(_ canvas: Canvas, filter: Int32, level: Int32, strategy: Int32,
                                     output: inout UnsafeMutablePointer<UInt8>?, size: inout Int) -> pngshim_status {
        let opaque = canvas.pixels.allSatisfy { $0 >> 24 == 255 }
        let channels = opaque ? 3 : 4
        var bytes = [UInt8](repeating: 0, count: canvas.width * canvas.height * channels)
        var o = 0
        for pixel in canvas.pixels {
            let a = pixel >> 24
            var r = pixel & 0xFF, g = (pixel >> 8) & 0xFF, b = (pixel >> 16) & 0xFF
            if !opaque, a > 0, a < 255 {
                // Undo premultiplication, rounding to nearest.
                r = min((r * 255 + a / 2) / a, 255); g = min((g * 255 + a / 2) / a, 255); b = min((b * 255 + a / 2) / a, 255)
            }
            bytes[o] = UInt8(r); bytes[o + 1] = UInt8(g); bytes[o + 2] = UInt8(b)
            if !opaque { bytes[o + 3] = UInt8(a) }
            o += channels
        }
        return bytes.withUnsafeBufferPointer {
            pngshim_encode($0.baseAddress, UInt32(canvas.width), UInt32(canvas.height), Int32(channels),
                           canvas.width * channels, filter, level, strategy, &output, &size)
        }
    }

    /// Decodes a PNG into a premultiplied canvas. A corrupt or truncated file throws.
    public static func decode(_ data: Data) throws -> Canvas {
        try pixels(data).canvas()
    }

    /// A PNG's straight-alpha pixels, as stored.
    static func pixels(_ data: Data) throws -> RGBAPixels {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        let status = data.withUnsafeBytes { raw in
            pngshim_decode(raw.bindMemory(to: UInt8.self).baseAddress, data.count, &pixels, &width, &height)
        }
        guard status.code == 0, let pixels else { throw PNGError(message: message(status)) }
        defer { pngshim_free(pixels) }
        return RGBAPixels(copying: pixels, width: Int(width), height: Int(height))
    }

    /// A PNG's embedded ICC profile (its iCCP chunk); nil when it has none or cannot be read.
    static func iccProfile(_ data: Data) -> Data? {
        var profile: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = data.withUnsafeBytes { raw in
            pngshim_icc_profile(raw.bindMemory(to: UInt8.self).baseAddress, data.count, &profile, &size)
        }
        defer { pngshim_free(profile) }
        guard status.code == 0, let profile else { return nil }
        return Data(bytes: profile, count: size)
    }

    private static func message(_ status: pngshim_status) -> String {
        withUnsafeBytes(of: status.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
