import Foundation

/// An asset catalog's image set: its files, each for a scale, device idiom, appearance and
/// language, and what the set says of all of them (Apple's Asset Catalog Format Reference, Image
/// Set Type). Render picks among the variants as UIKit picks for a trait collection
/// (`variants(for:)`) and slices them.
public struct ImageSetContents: Sendable {
    public struct Variant: Equatable, Sendable {
        public var path: String
        /// 1, 2 or 3; nil for a single-scale entry (a vector image at its natural size, a bitmap at 1x).
        public var scale: Double?
        /// The appearance it is for: a luminosity (nil: any), and high contrast or not.
        public var appearance: AssetAppearance
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

        init(_ resizing: [String: Any]) {
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
    }

    /// Xcode's "Render As" (`template-rendering-intent`).
    public enum RenderingIntent: String, Hashable, Sendable { case template, original }

    public var variants: [Variant]
    /// nil: Xcode's "Default".
    public var renderingIntent: RenderingIntent?
    /// Xcode's "Preserve Vector Data": a PDF or SVG drawn at the size it is shown.
    public var preservesVectorRepresentation: Bool

    /// The language of a `locale` entry: `fr` of `fr-CA` or `fr_CA`.
    static func language(_ locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
