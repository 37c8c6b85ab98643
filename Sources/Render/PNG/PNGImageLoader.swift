import Synchronization
import LayoutDSL

/// A PNG decoded for `Image(_:)`.
final class DecodedImage: LoadedImage, Sendable {
    let canvas: Canvas
    let scale: CGFloat
    init(canvas: Canvas, scale: CGFloat) { self.canvas = canvas; self.scale = scale }
    var size: CGSize { CGSize(width: CGFloat(canvas.width) / scale, height: CGFloat(canvas.height) / scale) }
}

/// Finds images by name and decodes them with libpng: `name` may be a path to a PNG; else
/// `name@3x.png`, `name@2x.png` and `name.png` are looked for in the bundle's resources (or
/// the current directory), as an asset catalog would resolve scales. Decoded images are cached.
public final class PNGImageLoader: ImageLoading, Sendable {
    public static let shared = PNGImageLoader()
    private let cache = Mutex<[String: DecodedImage?]>([:])

    public func image(named name: String, bundle: Bundle?) -> LoadedImage? {
        let key = "\(bundle?.bundlePath ?? ".")|\(name)"
        return cache.withLock { cache in
            if let cached = cache[key] { return cached }
            let image = load(name, bundle: bundle)
            cache[key] = image
            return image
        }
    }

    /// Symbols are glyphs of icon fonts: the text engine, which owns the fonts, reads them.
    public func symbolOutline(_ symbol: SystemSymbol, weight: Font.Weight) -> Path? {
        TextEngine.shared.symbolOutline(symbol, weight: weight)
    }

    private func load(_ name: String, bundle: Bundle?) -> DecodedImage? {
        var candidates: [(String, CGFloat)] = []
        if name.hasSuffix(".png") { candidates.append((name, 1)) }
        for (suffix, scale) in [("@3x", 3), ("@2x", 2), ("", 1)] as [(String, CGFloat)] {
            if let path = bundle?.path(forResource: name + suffix, ofType: "png") { candidates.append((path, scale)) }
            candidates.append((name + suffix + ".png", scale))
        }
        for (path, scale) in candidates {
            guard let data = FileManager.default.contents(atPath: path), let canvas = try? PNG.decode(data) else { continue }
            return DecodedImage(canvas: canvas, scale: scale)
        }
        return nil
    }
}
