import Foundation
import LayoutDSL
@testable import Render
import Testing

/// Materials blur what is behind them and filter it by CoreMaterial's recipe (`MaterialRecipe`);
/// the context menu's backdrop lays its colour over the blur.
struct MaterialTests {
    /// Over flat backdrops the content materials and the bars' give what an iPhone simulator draws: the
    /// measured values (sRGB, 0–255) of docs/reference/ios-materials.md §3, each within 2.
    @Test(arguments: [
        (Material.ultraThin, ColorScheme.light, 88.7, 245.0), (.thin, .light, 141.1, 245.1), (.regular, .light, 196.1, 244.8),
        (.thick, .light, 234, 246), (.ultraThin, .dark, 31.8, 176.8), (.thin, .dark, 32, 125.8), (.regular, .dark, 31.8, 84),
        (.thick, .dark, 30, 36), (.bar, .light, 178, 247), (.bar, .dark, 18.5, 87.8),
    ])
    func flatBackdropsAsIOSDrawsThem(_ material: Material, scheme: ColorScheme, overBlack: Double, overWhite: Double) throws {
        for (backdrop, measured) in [(Color.black, overBlack), (Color.white, overWhite)] {
            let canvas = try render(ZStack { backdrop; Rectangle().fill(material).frame(width: 20, height: 20) },
                                    width: 40, height: 40, colorScheme: scheme)
            #expect(abs(Double(canvas[20, 20].r) - measured) <= 2, "\(material) \(scheme) over \(backdrop): \(canvas[20, 20])")
            #expect(canvas[20, 20].a == 255)
        }
    }

    /// A saturated backdrop keeps its hue, lightened by the curve: systemMaterial over red is
    /// (254.9, 185.8, 185.8) on iOS in light mode and (126, 30.2, 30.3) in dark mode.
    @Test func redUnderTheRegularMaterial() throws {
        let light = try render(ZStack { Color(red: 1, green: 0, blue: 0); Rectangle().fill(.regularMaterial) }, width: 20, height: 20)
        #expect(light[10, 10] == Pixel(r: 255, g: 186, b: 186, a: 255))
        let dark = try render(ZStack { Color(red: 1, green: 0, blue: 0); Rectangle().fill(.regularMaterial) }, width: 20, height: 20,
                              colorScheme: .dark)
        #expect(abs(Int(dark[10, 10].r) - 126) <= 1 && abs(Int(dark[10, 10].g) - 30) <= 1 && dark[10, 10].g == dark[10, 10].b)
    }

    /// Across a sharp black/white edge behind it, the material shows the recipe's colour of a
    /// Gaussian ramp: the blur runs on a copy reduced until σ ≤ 4 (at most 8 times smaller) and is
    /// scaled back up, and still matches a true Gaussian of the recipe's σ (30 pt at 1x) to 2 levels.
    @Test func blursWhatIsBehindAsAGaussian() throws {
        #expect([3, 4, 5, 8, 16, 32, 48, 90].map { Canvas.backdropReduction(sigma: $0) } == [1, 1, 2, 2, 4, 8, 8, 8])
        let canvas = try render(ZStack {
            HStack(spacing: 0) { Color.black; Color.white }
            Rectangle().fill(.regularMaterial)
        }, width: 400, height: 20)
        guard case .material(let backdrop) = Material.regular._paint(in: EnvironmentValues()), let recipe = backdrop.recipe else {
            Issue.record("the regular material has no recipe"); return
        }
        #expect(recipe.blurRadius == 30)
        for x in stride(from: 100, through: 300, by: 8) {
            let d = Double(x) + 0.5 - 200
            let grey = Float(0.5 * (1 + erf(d / (30 * 2.0.squareRoot()))))
            let expected = Double(recipe.filter(SIMD3(repeating: grey)).x * 255)
            #expect(abs(Double(canvas[x, 10].r) - expected) <= 2, "x \(x): \(canvas[x, 10].r) against \(expected)")
        }
    }

    /// A material over nothing is its recipe over the window's base (white in light mode), opaque;
    /// `.opacity` on the material fades it.
    @Test func overTransparencyAndFaded() throws {
        let alone = try render(Rectangle().fill(.thickMaterial), width: 10, height: 10)
        #expect(alone[5, 5].a == 255 && abs(Int(alone[5, 5].r) - 246) <= 2)
        let faded = try render(Rectangle().fill(.thickMaterial.opacity(0.5)), width: 10, height: 10)
        #expect(faded[5, 5].a == 128)
    }
}
