import LayoutDSL
@testable import Render
import Testing

/// Blend modes against what is behind, with the W3C formulas on known colours.
struct BlendModeTests {
    private let backdrop = Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255)
    private let source = Color(red: 128 / 255, green: 1, blue: 64 / 255)

    private func pixel(_ mode: BlendMode) throws -> Pixel {
        try render(ZStack { backdrop; source.blendMode(mode) }.frame(width: 4, height: 4), width: 4, height: 4)[2, 2]
    }

    /// Opaque over opaque: the result is B(Cb, Cs) itself.
    @Test func separableModes() throws {
        // multiply: 200·128/255 = 100.4, 100·255/255, 50·64/255 = 12.5.
        #expect(try pixel(.multiply) == Pixel(r: 100, g: 100, b: 13, a: 255))
        // screen: b + s − b·s.
        #expect(try pixel(.screen) == Pixel(r: 228, g: 255, b: 101, a: 255))
        #expect(try pixel(.difference) == Pixel(r: 72, g: 155, b: 14, a: 255))
        #expect(try pixel(.darken) == Pixel(r: 128, g: 100, b: 50, a: 255))
        #expect(try pixel(.lighten) == Pixel(r: 200, g: 255, b: 64, a: 255))
        #expect(try pixel(.exclusion) == Pixel(r: 127, g: 155, b: 89, a: 255))
        #expect(try pixel(.normal) == Pixel(r: 128, g: 255, b: 64, a: 255))
    }

    /// `.color` keeps the backdrop's luminosity (0.3 R + 0.59 G + 0.11 B) and takes the source's hue.
    @Test func nonSeparableColorKeepsBackdropLuminosity() throws {
        let p = try pixel(.color)
        let lum = 0.3 * Double(p.r) + 0.59 * Double(p.g) + 0.11 * Double(p.b)
        #expect(abs(lum - (0.3 * 200 + 0.59 * 100 + 0.11 * 50)) < 1)
        #expect(p.g > p.r && p.g > p.b)
        let luminosity = try pixel(.luminosity)
        let sourceLum = 0.3 * 128 + 0.59 * 255 + 0.11 * 64
        #expect(abs(0.3 * Double(luminosity.r) + 0.59 * Double(luminosity.g) + 0.11 * Double(luminosity.b) - sourceLum) < 1)
    }

    /// Porter-Duff: destination-out erases the backdrop where the source is; source-atop keeps
    /// the backdrop's alpha.
    @Test func porterDuffModes() throws {
        #expect(try pixel(.destinationOut) == .clear)
        #expect(try pixel(.destinationOver) == Pixel(r: 200, g: 100, b: 50, a: 255))
        #expect(try pixel(.plusLighter) == Pixel(r: 255, g: 255, b: 114, a: 255))
        // Core Graphics plus-darker: max(0, 1 − ((1 − D) + (1 − S))).
        #expect(try pixel(.plusDarker) == Pixel(r: 73, g: 100, b: 0, a: 255))
        let atop = try render(ZStack { Color.clear; source.blendMode(.sourceAtop) }.frame(width: 4, height: 4), width: 4, height: 4)
        #expect(atop[2, 2] == .clear)
    }

    /// Every mode over nothing is the source itself (B only acts where both are present).
    @Test(arguments: BlendMode.allCases.filter { ![.sourceAtop, .destinationOut, .destinationOver].contains($0) })
    func overTransparentIsTheSource(mode: BlendMode) throws {
        let canvas = try render(source.frame(width: 4, height: 4).blendMode(mode), width: 4, height: 4)
        #expect(canvas[2, 2] == Pixel(r: 128, g: 255, b: 64, a: 255))
    }
}
