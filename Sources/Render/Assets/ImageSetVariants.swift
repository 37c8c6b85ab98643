import AssetCatalogFormat
import Foundation
import LayoutDSL

extension ImageSetContents {
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
        list = narrow(list, traits.colorSchemeContrast == .increased ? [{ $0.appearance.highContrast }, { !$0.appearance.highContrast }]
                                                                 : [{ !$0.appearance.highContrast }])
        list = narrow(list, traits.colorScheme == .dark ? [{ $0.appearance.luminosity == .dark }, { $0.appearance.luminosity == nil }]
                                                        : [{ $0.appearance.luminosity == .light }, { $0.appearance.luminosity == nil }])
        func rank(_ variant: Variant) -> (Int, CGFloat) {
            let s = variant.scale.map { CGFloat($0) } ?? traits.displayScale
            return s == traits.displayScale ? (0, 0) : s > traits.displayScale ? (1, s) : (2, -s)
        }
        return list.enumerated().sorted { a, b in
            let (x, y) = (rank(a.element), rank(b.element))
            return (x.0, x.1, a.offset) < (y.0, y.1, b.offset)
        }.map(\.element)
    }

    /// A locale identifier's language (`fr` of `fr-CA` or `fr_CA`).
}

extension Image.TemplateRenderingMode {
    /// An image set's "Render As" choice.
    init(_ intent: ImageSetContents.RenderingIntent) {
        switch intent {
        case .template: self = .template
        case .original: self = .original
        }
    }
}
