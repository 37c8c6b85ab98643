/// How a CoreMaterial recipe turns what is behind it into a material: UIKit's system materials
/// (`UIBlurEffect` styles 6–20 go through CoreMaterial, iOS 18.2's `UIBlurEffect.m` decompiled)
/// are no blur and tint but a chain of backdrop filters with no tint at all:
///
/// 1. a luminance curve: the Rec. 709 luma L of each pixel through a one-dimensional cubic
///    Bézier with four control values, the grey it gives mixed into the colour by `amount`;
/// 2. a saturation, then an added brightness;
/// 3. a gaussian blur of σ `blurRadius` points (`blurAtEnd`).
///
/// Sources (docs/reference/ios-materials.md): the recipe schema in iOS 18.2's CoreMaterial
/// (`MTRecipeMaterialSettings`, decompiled); the values of the `platformContent…` recipes as three
/// public dumps of the `.materialrecipe` plists give them alike; the per-pixel maths as QuartzCore's
/// `luminanceCurveMap`, `colorSaturate` and `colorBrightness` filters compute them, checked against
/// iPhone simulator pixels of the ten materials over 11 flat backgrounds (mean error 0.74 of 255,
/// worst 2.2). The curve and colour steps run here after the blur rather than before it: over the
/// flat areas a material mostly covers the order does not matter, and after it the work is one
/// pass over the pixels already blurred.
public struct MaterialRecipe: Equatable, Sendable {
    public let blurRadius: CGFloat
    public let saturation: Float
    public let brightness: Float
    /// `luminanceAmount`, and `luminanceValues` (the curve's control values v0…v3).
    public let amount: Float
    public let values: SIMD4<Float>
    /// The saturation, then the brightness added: one matrix, applied after the curve; made once,
    /// as `filter` runs for every pixel a material covers.
    let colorMatrix: ColorMatrix

    init(blurRadius: CGFloat, saturation: Float, brightness: Float, amount: Float, values: SIMD4<Float>) {
        (self.blurRadius, self.saturation, self.brightness, self.amount, self.values) = (blurRadius, saturation, brightness, amount, values)
        var m = ColorMatrix.saturation(saturation)
        (m.r5, m.g5, m.b5) = (brightness, brightness, brightness)
        colorMatrix = m
    }

    /// The curve's grey for a luma (clamped to 0…1): B(t) = (1−t)³v0 + 3(1−t)²t·v1 + 3(1−t)t²v2 + t³v3.
    func curve(_ luma: Float) -> Float {
        let t = min(max(luma, 0), 1), u = 1 - t
        let y = u * u * u * values.x + 3 * u * u * t * values.y + 3 * u * t * t * values.z + t * t * t * values.w
        return min(max(y, 0), 1)
    }

    /// An opaque straight-alpha colour (0…1) through the curve, the saturation and the brightness.
    public func filter(_ rgb: SIMD3<Float>) -> SIMD3<Float> {
        let luma = 0.2125 * rgb.x + 0.7154 * rgb.y + 0.0721 * rgb.z
        let mixed = rgb + (SIMD3(repeating: curve(luma)) - rgb) * amount
        let out = colorMatrix.apply(SIMD4(mixed.x, mixed.y, mixed.z, 1))
        return SIMD3(out.x, out.y, out.z)
    }

    /// The `platformContent…` recipes of `systemUltraThinMaterial` … `systemThickMaterial`, and
    /// `platformChrome…` of `systemChromeMaterial`, the bars' (UIKit's styles 6–10 pick the light
    /// or dark one by the interface style). SwiftUI's
    /// `.ultraThickMaterial` has no UIKit style of its own and no recipe was found for it: the
    /// thickest content recipe stands in.
    static func content(_ thickness: Material.Thickness, dark: Bool) -> MaterialRecipe? {
        func recipe(_ blur: CGFloat, _ saturation: Float, _ brightness: Float, _ amount: Float, _ values: SIMD4<Float>) -> MaterialRecipe {
            MaterialRecipe(blurRadius: blur, saturation: saturation, brightness: brightness, amount: amount, values: values)
        }
        return switch (thickness, dark) {
        case (.ultraThin, false): recipe(22.5, 1.1, 0.12, 0.5, [0.45, 0.55, 0.65, 0.68])
        case (.ultraThin, true): recipe(22.5, 1.1, 0, 0.5, [0.24, 0.24, 0.3, 0.39])
        case (.thin, false): recipe(30, 1.35, 0.12, 0.6, [0.725, 0.825, 0.76, 0.73])
        case (.thin, true): recipe(30, 1.35, 0, 0.6, [0.2, 0.21, 0.1, 0.15])
        case (.regular, false), (.menu, false): recipe(30, 1.5, 0.1, 0.75, [0.9, 0.83, 0.925, 0.815])
        case (.regular, true), (.menu, true): recipe(30, 1.5, 0, 0.75, [0.16, 0.26, 0.1, 0.1])
        case (.thick, false), (.ultraThick, false): recipe(45, 1.5, 0.045, 0.88, [0.99, 0.95, 0.98, 0.905])
        case (.thick, true), (.ultraThick, true): recipe(45, 1.5, 0, 0.88, [0.14, 0.16, 0.1, 0.03])
        case (.bar, false): recipe(22.5, 1.1, 0.1, 0.75, [0.8, 0.9, 1.1, 0.825])
        case (.bar, true): recipe(22.5, 2, -0.1, 0.75, [0.23, 0.52, 0.27, 0.255])
        default: nil
        }
    }
}
