/// Bitmap contexts over memory (Apple's documentation of `CGContext.init(data:width:height:
/// bitsPerComponent:bytesPerRow:space:bitmapInfo:)`): code that reads pixels back, to average an
/// image's colour or test a point, draws into a buffer and reads the buffer. Here each painting is
/// recorded as in every context, and the whole recording is then drawn into the buffer by the
/// linked renderer, so the buffer holds after each call what Core Graphics would have written;
/// what the buffer held before the first painting is not kept under it. Formats: 8 bits a
/// component, RGB with alpha or a skipped byte first or last in either byte order, grey without
/// alpha, and alpha only; others make no context (nil), as Core Graphics refuses combinations it
/// does not support. Without the renderer in the process the buffer stays as it was.
extension CGContext {
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard width > 0, height > 0, bitsPerComponent == 8, !info.contains(.floatComponents),
              let alpha = info.alphaInfo,
              let layout = BitmapLayout(space: space, alpha: alpha, byteOrder: info.intersection(.byteOrderMask))
        else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel else { return nil }
        self.init(width: width, height: height, alphaInfo: alpha, transform: .identity)
        bitmap = BitmapStorage(data: data, height: height, bytesPerRow: rowBytes, layout: layout, space: space, info: info)
    }

    /// The buffer painted into: the one given, or the one the context made for nil; nil for a
    /// context that is not over memory.
    public var data: UnsafeMutableRawPointer? { bitmap?.data }
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    public var bitsPerComponent: Int { bitmap == nil ? 0 : 8 }
    public var bitsPerPixel: Int { (bitmap?.layout.bytesPerPixel ?? 0) * 8 }
    public var colorSpace: CGColorSpace? { bitmap?.space }
    public var bitmapInfo: CGBitmapInfo { bitmap?.info ?? [] }

    /// Draws the recording into the buffer, if the context has one and a renderer is linked.
    func renderBitmap() {
        guard let bitmap, let rasterizer = BitmapRasterizer.linked,
              let rgba = rasterizer.premultipliedRGBA(of: recording), rgba.count == width * height * 4 else { return }
        bitmap.write(rgba, width: width, height: height)
    }
}

/// Draws recordings into pixels: LayoutDSL's, which draws them with the linked renderer (this
/// module has no rasterizer).
package protocol CGBitmapRasterizing {
    /// The recording drawn at its size in pixels, as an image of pixels.
    static func rasterized(_ image: CGImage) -> CGImage?
    /// The recording's premultiplied RGBA bytes, top row first.
    static func premultipliedRGBA(of image: CGImage) -> [UInt8]?
}

enum BitmapRasterizer {
    /// `LayoutDSL._CGBitmapRasterizer`, by its mangled name: LayoutDSL is above this module.
    static let linked: CGBitmapRasterizing.Type? = _typeByName("9LayoutDSL19_CGBitmapRasterizerO") as? CGBitmapRasterizing.Type
}

/// Where each byte of a pixel comes from.
struct BitmapLayout {
    enum Kind { case color(order: [Int], premultiplied: Bool), gray, alpha }
    let kind: Kind
    var bytesPerPixel: Int {
        switch kind {
        case .color: return 4
        case .gray, .alpha: return 1
        }
    }

    /// RGB(A) as four bytes in memory: channel indices (0 red, 1 green, 2 blue, 3 alpha, which a
    /// skipped byte holds too: opaque) in logical order, reversed for `byteOrder32Little`.
    init?(space: CGColorSpace, alpha: CGImageAlphaInfo, byteOrder: CGBitmapInfo) {
        let little = byteOrder == .byteOrder32Little
        guard byteOrder == .byteOrderDefault || byteOrder == .byteOrder32Big || little else { return nil }
        switch (space.numberOfComponents, alpha) {
        case (_, .alphaOnly): kind = .alpha
        case (1, .none): kind = .gray
        case (3, .premultipliedLast), (3, .last), (3, .noneSkipLast), (3, .premultipliedFirst), (3, .first), (3, .noneSkipFirst):
            let last = alpha == .premultipliedLast || alpha == .last || alpha == .noneSkipLast
            let logical = last ? [0, 1, 2, 3] : [3, 0, 1, 2]
            kind = .color(order: little ? logical.reversed() : logical, premultiplied: alpha != .last && alpha != .first)
        default: return nil
        }
    }
}

/// A bitmap context's memory: the caller's, or its own (zeroed, freed with the context).
final class BitmapStorage {
    let data: UnsafeMutableRawPointer
    private let ownsData: Bool
    let bytesPerRow: Int
    let layout: BitmapLayout
    let space: CGColorSpace
    let info: CGBitmapInfo

    init(data: UnsafeMutableRawPointer?, height: Int, bytesPerRow: Int, layout: BitmapLayout, space: CGColorSpace, info: CGBitmapInfo) {
        if let data {
            self.data = data; ownsData = false
        } else {
            self.data = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
            self.data.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
            ownsData = true
        }
        self.bytesPerRow = bytesPerRow; self.layout = layout; self.space = space; self.info = info
    }

    deinit { if ownsData { data.deallocate() } }

    /// Writes premultiplied RGBA pixels (top row first, as a bitmap context's memory is) in the
    /// context's format. Grey is the pixel's luminance by Rec. 709's weights.
    func write(_ rgba: [UInt8], width: Int, height: Int) {
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let row = bytes + y * bytesPerRow
            for x in 0..<width {
                let source = (y * width + x) * 4
                let alpha = rgba[source + 3]
                switch layout.kind {
                case .alpha:
                    row[x] = alpha
                case .gray:
                    let luminance = 0.2126 * Double(rgba[source]) + 0.7152 * Double(rgba[source + 1]) + 0.0722 * Double(rgba[source + 2])
                    row[x] = UInt8(min(luminance.rounded(), 255))
                case .color(let order, let premultiplied):
                    for (byte, channel) in order.enumerated() {
                        var value = rgba[source + channel]
                        if channel < 3, !premultiplied, alpha > 0, alpha < 255 {
                            value = UInt8(min((Double(value) * 255 / Double(alpha)).rounded(), 255))
                        }
                        row[4 * x + byte] = value
                    }
                }
            }
        }
    }
}
