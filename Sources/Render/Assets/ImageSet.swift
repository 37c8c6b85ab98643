import Foundation
import LayoutDSL

/// An asset catalog's image set: its files, each for a scale, device idiom, appearance and
/// language, and what the set says of all of them (Apple's Asset Catalog Format Reference, Image
/// Set Type). `variants(for:)` picks as UIKit picks for a trait collection.
public struct ImageSet: Sendable {
    public struct Variant: Equatable, Sendable {
        public var path: String
        /// 1, 2 or 3; nil for a single-scale entry (a vector image at its natural size, a bitmap at 1x).
        public var scale: CGFloat?
        /// The luminosity appearance it is for; nil: any.
        public var luminosity: ColorScheme?
        public var highContrast: Bool
        /// `universal`, `iphone`, `ipad`, `mac`, `tv`, `vision`, `watch`.
        public var idiom: String
        /// The language of its `locale` (`fr` of `fr-CA`); nil when it is not localized.
        public var language: String?
        public var slicing: Slicing?
    }

    /// Xcode's slicing of one image entry (`"resizing"`): the caps (`capInsets`, in pixels of the
    /// file), the `center` that follows the leading and top caps (its `width` and `height` in
    /// pixels, `fill` to stretch or `tile`) and which axes are sliced (`mode`). What lies between
    /// the centre and the trailing or bottom cap is not drawn, as in Xcode's slicing editor.
    public struct Slicing: Equatable, Sendable {
        public var horizontal: Bool
        public var vertical: Bool
        public var top: Int, left: Int, bottom: Int, right: Int
        public var centerWidth: Int?, centerHeight: Int?
        public var tiles: Bool

        init?(_ resizing: [String: Any]) {
            let mode = resizing["mode"] as? String ?? "9-part"
            horizontal = mode != "3-part-vertical"
            vertical = mode != "3-part-horizontal"
            let caps = (resizing["capInsets"] ?? resizing["cap-insets"]) as? [String: Any] ?? [:]
            func value(_ key: String) -> Int { max((caps[key] as? NSNumber)?.intValue ?? 0, 0) }
            (top, left, bottom, right) = (value("top"), value("left"), value("bottom"), value("right"))
            let center = resizing["center"] as? [String: Any]
            centerWidth = (center?["width"] as? NSNumber)?.intValue
            centerHeight = (center?["height"] as? NSNumber)?.intValue
            tiles = center?["mode"] as? String == "tile"
        }

        /// The file's pixels with the undrawn parts left out, and the insets (in points at
        /// `scale`) `resizable()` keeps.
        func apply(to canvas: Canvas, scale: CGFloat) -> (Canvas, ImageSlicing) {
            func keep(_ length: Int, lead: Int, center: Int?, trail: Int) -> [Int] {
                let lead = min(lead, length), trail = min(trail, length - lead)
                let middle = min(max(center ?? (length - lead - trail), 0), length - lead - trail)
                return Array(0..<lead + middle) + Array(length - trail..<length)
            }
            let columns = horizontal ? keep(canvas.width, lead: left, center: centerWidth, trail: right) : Array(0..<canvas.width)
            let rows = vertical ? keep(canvas.height, lead: top, center: centerHeight, trail: bottom) : Array(0..<canvas.height)
            var trimmed = Canvas(width: columns.count, height: rows.count)
            for (y, row) in rows.enumerated() {
                for (x, column) in columns.enumerated() {
                    trimmed.pixels[y * columns.count + x] = canvas.pixels[row * canvas.width + column]
                }
            }
            let insets = EdgeInsets(top: vertical ? CGFloat(min(top, canvas.height)) / scale : 0,
                                    leading: horizontal ? CGFloat(min(left, canvas.width)) / scale : 0,
                                    bottom: vertical ? CGFloat(min(bottom, max(canvas.height - top, 0))) / scale : 0,
                                    trailing: horizontal ? CGFloat(min(right, max(canvas.width - left, 0))) / scale : 0)
            return (trimmed, ImageSlicing(capInsets: insets, resizingMode: tiles ? .tile : .stretch))
        }
    }

    public var variants: [Variant]
    /// Xcode's "Render As" (`template-rendering-intent`); nil: default.
    public var renderingIntent: Image.TemplateRenderingMode?
    /// Xcode's "Preserve Vector Data": a PDF or SVG drawn at the size it is shown.
    public var preservesVectorRepresentation: Bool

    /// The variants for these traits, best first. Each trait narrows the set only where some
    /// variant matches it, as UIKit falls back to the universal, unlocalized, standard-contrast
    /// and any-appearance images: the device's idiom, else universal; the language, else none;
    /// increased contrast, else standard; the scheme's luminosity, else any (a set of only dark
    /// images shows them in light mode too); then the display's scale, else the nearest larger
    /// (downsampled), else the largest smaller one.
    public func variants(for traits: AssetTraits) -> [Variant] {
        func narrow(_ list: [Variant], _ preferences: [(Variant) -> Bool]) -> [Variant] {
            for preference in preferences { let matching = list.filter(preference); if !matching.isEmpty { return matching } }
            return list
        }
        let idiom = switch traits.idiom { case .pad: "ipad"; case .mac: "mac"; case .tv: "tv"; case .vision: "vision"; default: "iphone" }
        var list = narrow(variants, [{ $0.idiom == idiom }, { $0.idiom == "universal" }])
        list = narrow(list, [{ $0.language != nil && $0.language == traits.languageCode }, { $0.language == nil }])
        list = narrow(list, traits.colorSchemeContrast == .increased ? [{ $0.highContrast }, { !$0.highContrast }] : [{ !$0.highContrast }])
        list = narrow(list, traits.colorScheme == .dark ? [{ $0.luminosity == .dark }, { $0.luminosity == nil }]
                                                        : [{ $0.luminosity == .light }, { $0.luminosity == nil }])
        func rank(_ variant: Variant) -> (Int, CGFloat) {
            let s = variant.scale ?? traits.displayScale
            return s == traits.displayScale ? (0, 0) : s > traits.displayScale ? (1, s) : (2, -s)
        }
        return list.enumerated().sorted { a, b in
            let (x, y) = (rank(a.element), rank(b.element))
            return (x.0, x.1, a.offset) < (y.0, y.1, b.offset)
        }.map(\.element)
    }

    /// A locale identifier's language (`fr` of `fr-CA` or `fr_CA`).
    static func language(_ locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
