import Foundation
import LayoutDSL
@testable import Render
import Testing

/// Materials blur what is behind them, boost its saturation and lay their tint over it.
struct MaterialTests {
    /// Over a uniform backdrop the blur changes nothing: the result is the tint over the
    /// (saturated) backdrop colour. White stays white under saturation.
    @Test func regularOverWhiteIsTheTintOverWhite() throws {
        let canvas = try render(ZStack { Color.white; Rectangle().fill(.regularMaterial).frame(width: 20, height: 20) },
                                width: 40, height: 40)
        // Tint #FAFAFA at 72 %: premultiplied (180, 180, 180, 184); over white 71/255 of it remains.
        #expect(canvas[20, 20] == Pixel(r: 251, g: 251, b: 251, a: 255))
        #expect(canvas[2, 2] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func regularOverBlackInDark() throws {
        let canvas = try render(ZStack { Color.black; Rectangle().fill(.regularMaterial).frame(width: 20, height: 20) },
                                width: 40, height: 40, colorScheme: .dark)
        // Tint #1C1C1E at 72 %: (20, 20, 22, 184) over black.
        #expect(canvas[20, 20] == Pixel(r: 20, g: 20, b: 22, a: 255))
    }

    /// Across a sharp black/white edge behind it, the material shows a soft ramp: the blur
    /// reaches about 3σ (σ = 24 pt for `.regularMaterial`) to each side of the edge.
    @Test func blursWhatIsBehind() throws {
        let canvas = try render(ZStack {
            HStack(spacing: 0) { Color.black; Color.white }
            Rectangle().fill(.regularMaterial)
        }, width: 400, height: 20)
        let row = (0..<400).map { Int(canvas[$0, 10].r) }
        // Far from the edge, the flat colours under the tint: #FAFAFA at 72 % over black and over white.
        #expect(row[10] == 180 && row[40] == 180)
        #expect(row[390] == 251 && row[360] == 251)
        // At the edge, half of each: 0.28 · 127.5 + 180.
        #expect(abs(row[200] - 216) <= 1)
        // A monotonic ramp about 3σ wide on each side.
        #expect(row[150] > 180 && row[150] < row[180] && row[180] < row[220] && row[220] < row[250] && row[250] < 251)
    }

    /// The blur runs on a copy reduced until σ ≤ 4 (at most 8 times smaller) and is scaled back
    /// up; across a black/white edge it still matches a true Gaussian of the material's σ
    /// (24 pt at 1x: reduced 8 times): 180 + 71·Φ(d/σ) at distance d from the edge, to 2 levels.
    @Test func reducedBlurMatchesAGaussianAcrossAnEdge() throws {
        #expect([3, 4, 5, 8, 16, 32, 48, 90].map { Canvas.backdropReduction(sigma: $0) } == [1, 1, 2, 2, 4, 8, 8, 8])
        let canvas = try render(ZStack {
            HStack(spacing: 0) { Color.black; Color.white }
            Rectangle().fill(.regularMaterial)
        }, width: 400, height: 20)
        for x in stride(from: 100, through: 300, by: 8) {
            let d = Double(x) + 0.5 - 200
            let expected = 180 + 71 * 0.5 * (1 + erf(d / (24 * 2.0.squareRoot())))
            #expect(abs(Double(canvas[x, 10].r) - expected) <= 2, "x \(x): \(canvas[x, 10].r) against \(expected)")
        }
    }

    /// Saturation is boosted before the tint: a grey-blue backdrop comes out bluer relative to
    /// its other channels than the same tint over it without the boost would make it.
    @Test func boostsSaturation() throws {
        let backdrop = Color(red: 0.4, green: 0.5, blue: 0.8)
        let canvas = try render(ZStack { backdrop; Rectangle().fill(.ultraThinMaterial) }, width: 20, height: 20)
        let p = canvas[10, 10]
        // Without the boost: tint white at 32 % over (102, 128, 204) gives (151, 169, 220).
        #expect(Int(p.b) - Int(p.r) > 220 - 151)
    }

    /// A material over nothing is its tint alone; `.opacity` on the material fades it.
    @Test func overTransparencyAndFaded() throws {
        let alone = try render(Rectangle().fill(.thickMaterial), width: 10, height: 10)
        #expect(alone[5, 5].a == 214)
        let faded = try render(Rectangle().fill(.thickMaterial.opacity(0.5)), width: 10, height: 10)
        #expect(faded[5, 5].a == 107)
    }

    /// Bars are drawn in the bar material: over a plain background they keep their sampled colour.
    @Test func barMaterialMatchesTheSampledBarColour() throws {
        let canvas = try render(ZStack { Color.white; Rectangle().fill(.bar) }, width: 10, height: 10)
        // #F9F9F9 at 94 % over white.
        #expect(canvas[5, 5] == Pixel(r: 249, g: 249, b: 249, a: 255))
    }
}
