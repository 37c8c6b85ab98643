import Foundation
import LayoutDSL

/// A symbol set's SF Symbols template (the SVG the SF Symbols app exports, template 2.0 to 6.0):
/// `Symbols` holds a group per weight and scale (`Ultralight-S` … `Black-L`; a template may have
/// all 27, or only the three `-S` variants the app interpolates from), `Guides` the baseline and
/// cap line of each scale (`Baseline-M`, `Capline-M`) and the margins of each variant
/// (`left-margin-Regular-M`). A variant is drawn from its left to its right margin (its outline's
/// sides when it has none) and from the top to the bottom of its outline, scaled so that its
/// scale's cap line lies the font's cap height above its baseline: the template is typeset to
/// SF Pro's cap height, as system symbols are (Apple, "Creating custom symbol images for your
/// app"). Weights and scales the template lacks use the nearest it has; a scale drawn from
/// another is enlarged or reduced as system symbols' scales are (small 0.78, large 1.29).
final class CustomSymbol: CustomSymbolImage, Sendable {
    let document: VectorDocument
    let displayScale: CGFloat
    let renderingIntent: Image.TemplateRenderingMode?

    static let weights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
    static let scales: [(name: String, scale: Image.Scale, factor: CGFloat)] = [("S", .small, 0.78), ("M", .medium, 1), ("L", .large, 1.29)]

    init(document: VectorDocument, displayScale: CGFloat, renderingIntent: Image.TemplateRenderingMode?) {
        self.document = document
        self.displayScale = displayScale
        self.renderingIntent = renderingIntent
    }

    /// As an image of its own (never drawn so: `Image` asks for a variant), the medium regular
    /// variant at 17 pt, the body size.
    var size: CGSize { symbol(pointSize: 17, weight: .regular, scale: .medium)?.size ?? .zero }

    func symbol(pointSize: CGFloat, weight: Font.Weight, scale: Image.Scale) -> CustomSymbolDrawing? {
        let wanted = Self.weights.firstIndex(of: Self.name(of: weight)) ?? 3
        let wantedScale = Self.scales.firstIndex { $0.scale == scale } ?? 1
        // The nearest scale that has any variant, then its nearest weight.
        let scaleOrder = Self.scales.indices.sorted { abs($0 - wantedScale) < abs($1 - wantedScale) }
        for s in scaleOrder {
            let variants = Self.weights.indices.sorted { abs($0 - wanted) < abs($1 - wanted) }
                .map { "\(Self.weights[$0])-\(Self.scales[s].name)" }
            guard let variant = variants.first(where: { document.bounds(of: "#" + $0) != nil }),
                  let outline = document.bounds(of: "#" + variant), outline.height > 0,
                  let baseline = document.bounds(of: "#Baseline-\(Self.scales[s].name)")?.midY,
                  let capline = document.bounds(of: "#Capline-\(Self.scales[s].name)")?.midY, baseline > capline else { continue }
            let left = document.bounds(of: "#left-margin-\(variant)")?.midX ?? outline.minX
            let right = document.bounds(of: "#right-margin-\(variant)")?.midX ?? outline.maxX
            guard right > left else { continue }
            let area = CGRect(x: left, y: outline.minY, width: right - left, height: outline.height)
            // Points per template unit: the cap line at the font's cap height, times the
            // factor between the scale asked for and the one drawn.
            let k = SystemFontLineMetrics(size: pointSize).capHeight / (baseline - capline) *
                Self.scales[wantedScale].factor / Self.scales[s].factor
            let size = CGSize(width: area.width * k, height: area.height * k)
            guard let image = VectorImage(document: document, element: "#" + variant, area: area, size: size, displayScale: displayScale,
                                          renderingIntent: renderingIntent) else { return nil }
            return CustomSymbolDrawing(size: size, baseline: (baseline - area.minY) * k, image: image)
        }
        return nil
    }

    /// The template's name for a font weight.
    static func name(of weight: Font.Weight) -> String {
        switch weight {
        case .ultraLight: "Ultralight"
        case .thin: "Thin"
        case .light: "Light"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        default: "Regular"
        }
    }
}
