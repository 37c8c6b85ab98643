import Foundation
import Synchronization
import LayoutDSL

/// A PNG or JPEG decoded for `Image(_:)`.
final class DecodedImage: LoadedImage, Sendable {
    let canvas: Canvas
    let scale: CGFloat
    init(canvas: Canvas, scale: CGFloat) { self.canvas = canvas; self.scale = scale }
    var size: CGSize { CGSize(width: CGFloat(canvas.width) / scale, height: CGFloat(canvas.height) / scale) }
}

/// Finds images by name and decodes them with libpng: first in the asset catalogs in use
/// (`useCatalogs`: the image set's PNG for the display's scale and colour scheme, else the nearest
/// larger, else the largest), else `name` as a path to a PNG, else `name@3x.png`, `name@2x.png` and
/// `name.png` in the bundle's resources (or the current directory). Decoded images are cached.
public final class PNGImageLoader: ImageLoading, Sendable {
    public static let shared = PNGImageLoader()
    private let cache = Mutex<[String: DecodedImage?]>([:])
    private let catalogs = Mutex<[AssetCatalog]>([])
    private let missingColors = Mutex<Set<String>>([])

    /// The asset catalogs `Image("name")` and `Color("name")` look in, first match wins; their
    /// warnings (skipped PDFs, system colours) are printed once here.
    public func useCatalogs(_ list: [AssetCatalog]) {
        catalogs.withLock { $0 = list }
        cache.withLock { $0 = [:] }
        for warning in list.flatMap(\.warnings) { FileHandle.standardError.write(Data("warning: asset catalog: \(warning)\n".utf8)) }
    }

    public func image(named name: String, bundle: Bundle?, scale: CGFloat) -> LoadedImage? {
        image(named: name, bundle: bundle, scale: scale, colorScheme: .light)
    }

    public func image(named name: String, bundle: Bundle?, scale: CGFloat, colorScheme: ColorScheme) -> LoadedImage? {
        let key = "\(bundle?.bundlePath ?? ".")|\(name)@\(scale)|\(colorScheme)"
        return cache.withLock { cache in
            if let cached = cache[key] { return cached }
            let image = catalogImage(name, scale: scale, dark: colorScheme == .dark) ?? load(name, bundle: bundle)
            cache[key] = image
            return image
        }
    }

    public func dataAsset(named name: String, bundle: Bundle?) -> (data: Data, typeIdentifier: String)? {
        guard let set = catalogs.withLock({ $0.lazy.compactMap { $0.dataSets[name] }.first }),
              let data = FileManager.default.contents(atPath: set.path) else { return nil }
        return (data, set.typeIdentifier)
    }

    public func color(named name: String, bundle: Bundle?) -> AssetColor? {
        catalogs.withLock { $0.lazy.compactMap { $0.colors[name] }.first }
    }

    /// Once per name and process.
    public func warn(missingColor name: String) {
        if missingColors.withLock({ $0.insert(name).inserted }) {
            FileHandle.standardError.write(Data("warning: no color named '\(name)' in the asset catalogs; it draws nothing\n".utf8))
        }
    }

    /// Under a dark scheme, the first catalog's set of that name gives its dark variants if it has any.
    private func catalogImage(_ name: String, scale: CGFloat, dark: Bool) -> DecodedImage? {
        guard let catalog = catalogs.withLock({ $0.first { $0.images[name] != nil } }),
              let variants = (dark ? catalog.darkImages[name] : nil) ?? catalog.images[name] else { return nil }
        let ordered = variants.sorted { a, b in
            // This scale, then larger ones (downsampled), then smaller ones, largest first.
            func rank(_ s: CGFloat) -> (Int, CGFloat) { s == scale ? (0, 0) : s > scale ? (1, s) : (2, -s) }
            return rank(a.scale) < rank(b.scale)
        }
        for variant in ordered {
            guard let data = FileManager.default.contents(atPath: variant.path), let canvas = try? ImageFile.decode(data) else { continue }
            return DecodedImage(canvas: canvas, scale: variant.scale)
        }
        return nil
    }

    /// Symbols are glyphs of icon fonts: the text engine, which owns the fonts, reads them.
    public func symbolOutline(_ symbol: SystemSymbol, weight: Font.Weight) -> Path? {
        TextEngine.shared.symbolOutline(symbol, weight: weight)
    }

    private func load(_ name: String, bundle: Bundle?) -> DecodedImage? {
        var candidates: [(String, CGFloat)] = []
        if ImageFile.decodableExtensions.contains((name as NSString).pathExtension.lowercased()) { candidates.append((name, 1)) }
        for (suffix, scale) in [("@3x", 3), ("@2x", 2), ("", 1)] as [(String, CGFloat)] {
            if let path = bundle?.path(forResource: name + suffix, ofType: "png") { candidates.append((path, scale)) }
            candidates.append((name + suffix + ".png", scale))
        }
        for (path, scale) in candidates {
            guard let data = FileManager.default.contents(atPath: path), let canvas = try? ImageFile.decode(data) else { continue }
            return DecodedImage(canvas: canvas, scale: scale)
        }
        return nil
    }
}
