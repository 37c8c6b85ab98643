import AssetCatalogFormat
import Foundation
import Synchronization
import LayoutDSL

/// A bitmap decoded for `Image(_:)`, with what its image set says of it, and, for a vector
/// document drawn once at its natural size, the libraries that drew it.
final class DecodedImage: LibraryDrawnImage, Sendable {
    let canvas: Canvas
    let scale: CGFloat
    let renderingIntent: Image.TemplateRenderingMode?
    let slicing: ImageSlicing?
    let library: String?
    init(canvas: Canvas, scale: CGFloat, renderingIntent: Image.TemplateRenderingMode? = nil, slicing: ImageSlicing? = nil,
         library: String? = nil) {
        self.canvas = canvas; self.scale = scale; self.renderingIntent = renderingIntent; self.slicing = slicing; self.library = library
    }
    var size: CGSize { CGSize(width: CGFloat(canvas.width) / scale, height: CGFloat(canvas.height) / scale) }
}

/// Finds images by name and decodes them: first in the asset catalogs of the bundle named (a
/// Swift package target's resource bundle, where SwiftPM copies its `.xcassets` folders as they
/// are: `bundleCatalogs`), then in the main bundle's, the app target's catalogs this loader was
/// made with (the image set's variant for the traits, `ImageSetContents.variants(for:)`), else `name` as a path to an
/// image file, else `name@3x.png`, `name@2x.png` and `name.png` in the bundle's resources (or the
/// current directory). PNG (libpng), JPEG (libjpeg-turbo), HEIF (libheif), PDF (poppler) and SVG
/// (librsvg) files are read by their contents (`ImageFile`). Decoded images are cached.
///
/// A loader travels in the environment (`EnvironmentValues.imageLoader`, `HostSettings.imageLoader`),
/// so hosts and tests with different catalogs render side by side in one process.
public final class PNGImageLoader: ImageLoading, Sendable {
    /// The loader without catalogs of its own: a bundle's catalogs and image files only.
    public static let shared = PNGImageLoader()
    private struct Key: Hashable { let bundle: String, name: String, traits: AssetTraits }
    private let cache = Mutex<[Key: LoadedImage?]>([:])
    /// The main bundle's catalogs, first match wins.
    private let catalogs: [AssetCatalog]
    /// The catalogs found in each bundle named, by the bundle's path.
    private let bundleCatalogs = Mutex<[String: [AssetCatalog]]>([:])
    /// Files that could not be decoded, each reported once.
    private let undecodable = Mutex<Set<String>>([])

    /// A loader whose main bundle holds `catalogs`: those `Image("name")` and `Color("name")`
    /// look in, first match wins (their warnings are the catalogs' own, `AssetCatalog.warnings`).
    public init(catalogs: [AssetCatalog] = []) {
        self.catalogs = catalogs
    }

    public func image(named name: String, bundle: Bundle?, traits: AssetTraits) -> LoadedImage? {
        let key = Key(bundle: bundle?.bundlePath ?? ".", name: name, traits: traits)
        return cache.withLock { cache in
            if let cached = cache[key] { return cached }
            let image = catalogImage(name, traits: traits, in: catalogs(for: bundle))
                ?? load(name, bundle: bundle, scale: traits.displayScale)
            cache[key] = image
            return image
        }
    }

    public func dataAsset(named name: String, bundle: Bundle?) -> (data: Data, typeIdentifier: String)? {
        guard let set = catalogs(for: bundle).lazy.compactMap({ $0.dataSets[name] }).first,
              let data = FileManager.default.contents(atPath: set.path) else { return nil }
        return (data, set.typeIdentifier)
    }

    public func color(named name: String, bundle: Bundle?) -> AssetColor? {
        catalogs(for: bundle).lazy.compactMap { $0.colors[name] }.first
    }

    /// The catalogs a lookup in `bundle` searches: the bundle's own, then the main bundle's. The
    /// main bundle's are those this loader was made with (`snap` passes the app target's); another bundle's are
    /// the `.xcassets` folders in it, at most two folders deep, read once.
    private func catalogs(for bundle: Bundle?) -> [AssetCatalog] {
        guard let bundle, bundle.bundleURL.standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL else { return catalogs }
        let own = bundleCatalogs.withLock { found in
            if let known = found[bundle.bundlePath] { return known }
            let list = Self.catalogFolders(in: bundle.bundleURL, depth: 2).map { AssetCatalog(directory: $0) }
            for warning in list.flatMap(\.warnings) {
                FileHandle.standardError.write(Data("warning: asset catalog: \(warning)\n".utf8))
            }
            found[bundle.bundlePath] = list
            return list
        }
        return own + catalogs
    }

    /// The `.xcassets` folders in `folder` and its subfolders, `depth` levels down, sorted by path;
    /// a link to a catalog (a library target's bundle links its catalogs) is the catalog it names.
    private static func catalogFolders(in folder: URL, depth: Int) -> [URL] {
        let entries = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
            .sorted { $0.path < $1.path }.map { $0.resolvingSymlinksInPath() }
        return entries.flatMap { entry -> [URL] in
            guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { return [] }
            if entry.pathExtension == "xcassets" { return [entry] }
            return depth > 0 ? catalogFolders(in: entry, depth: depth - 1) : []
        }
    }

    /// The first catalog's set of that name, its best variant that decodes; or its symbol set.
    private func catalogImage(_ name: String, traits: AssetTraits, in catalogs: [AssetCatalog]) -> LoadedImage? {
        guard let set = catalogs.lazy.compactMap({ $0.images[name] }).first else {
            guard let path = catalogs.lazy.compactMap({ $0.symbols[name] }).first,
                  case .vector(let document)? = read(path, what: "symbol set '\(name)'") else { return nil }
            return CustomSymbol(document: document, displayScale: traits.displayScale, renderingIntent: nil)
        }
        let intent = set.renderingIntent.map(Image.TemplateRenderingMode.init)
        for variant in set.variants(for: traits) {
            guard let contents = read(variant.path, what: "image set '\(name)'") else { continue }
            switch contents {
            case .bitmap(let canvas):
                let scale = variant.scale.map { CGFloat($0) } ?? 1
                guard let slicing = variant.slicing else {
                    return DecodedImage(canvas: canvas, scale: scale, renderingIntent: intent)
                }
                let (trimmed, insets) = slicing.apply(to: canvas, scale: scale)
                return DecodedImage(canvas: trimmed, scale: scale, renderingIntent: intent, slicing: insets)
            case .vector(let document):
                let image: LoadedImage? = set.preservesVectorRepresentation
                    ? VectorImage(document: document, displayScale: traits.displayScale, renderingIntent: intent)
                    : Self.raster(document, scale: traits.displayScale, renderingIntent: intent)
                if let image { return image }
            }
        }
        return nil
    }

    /// A vector image drawn at its natural size for a display of `scale`, as Xcode rasterizes a
    /// PDF or SVG whose vector data is not preserved: the bitmap a `VectorImage` keeps.
    private static func raster(_ document: VectorDocument, scale: CGFloat,
                               renderingIntent: Image.TemplateRenderingMode? = nil) -> DecodedImage? {
        VectorImage(document: document, displayScale: scale, renderingIntent: renderingIntent)?.raster
    }

    /// A file's contents; nil, with one warning per file, when it cannot be read or decoded.
    private func read(_ path: String, what: String) -> ImageFile.Contents? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try ImageFile.read(data)
        } catch {
            if undecodable.withLock({ $0.insert(path).inserted }) {
                FileHandle.standardError.write(Data(("warning: \(what): \((path as NSString).lastPathComponent) " +
                    "cannot be decoded (\(error)); skipped\n").utf8))
            }
            return nil
        }
    }

    /// Symbols are glyphs of icon fonts: the text engine, which owns the fonts, reads them; the
    /// few drawn in code are their paths.
    public func symbolOutline(_ symbol: SystemSymbol, weight: Font.Weight) -> Path? {
        symbol.font == .drawn ? DrawnSymbol.outline(symbol.codepoint, weight: weight)
            : TextEngine.shared.symbolOutline(symbol, weight: weight)
    }

    private func load(_ name: String, bundle: Bundle?, scale displayScale: CGFloat) -> LoadedImage? {
        var candidates: [(String, CGFloat)] = []
        if ImageFileFormat.decodableExtensions.contains((name as NSString).pathExtension.lowercased()) { candidates.append((name, 1)) }
        for (suffix, scale) in [("@3x", 3), ("@2x", 2), ("", 1)] as [(String, CGFloat)] {
            if let path = bundle?.path(forResource: name + suffix, ofType: "png") { candidates.append((path, scale)) }
            candidates.append((name + suffix + ".png", scale))
        }
        for (path, scale) in candidates where FileManager.default.fileExists(atPath: path) {
            switch read(path, what: "image '\(name)'") {
            case .bitmap(let canvas)?: return DecodedImage(canvas: canvas, scale: scale)
            case .vector(let document)?: if let raster = Self.raster(document, scale: displayScale) { return raster }
            case nil: continue
            }
        }
        return nil
    }
}
