import LayoutDSL
@testable import Render
import Testing

/// A shadow blurs its caster's alpha alone, then paints it (`Canvas.shadow`).
struct ShadowTests {
    /// A caster whose pixels are grey at their own alpha, over sizes that leave partial groups
    /// of sixteen lanes along both axes: the shadow in opaque white is exactly the caster
    /// blurred channel by channel, so the alpha plane's lanes (sixteen rows or columns a
    /// vector) blur as the RGBA lanes (four pixels a vector) do.
    @Test(arguments: [(37, 23, CGFloat(3)), (16, 16, 1.5), (5, 41, 6), (70, 3, 0.8)])
    func alphaPlaneBlursAsTheChannelsDo(width: Int, height: Int, sigma: CGFloat) {
        var caster = Canvas(bounds: PixelRect(x: -4, y: 9, width: width, height: height))
        var random = UInt64(width * 1_000 + height)
        for i in caster.pixels.indices {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            let a = UInt32(truncatingIfNeeded: random >> 56)
            caster.pixels[i] = a < 96 ? 0 : a | a << 8 | a << 16 | a << 24
        }
        let shadow = caster.shadow(Pixel(r: 255, g: 255, b: 255, a: 255), sigma: sigma)
        var blurred = caster
        blurred.blur(sigma: sigma)
        #expect(shadow.bounds == caster.bounds)
        #expect(zip(shadow.pixels, blurred.pixels).filter { $0 != $1 }.count == 0)
        #expect(shadow.pixels != caster.pixels)
    }

    /// The colour is applied after the blur: a black shadow at 33% opacity (alpha 84) is the
    /// white shadow's alpha scaled by 84/255 at every pixel, rounded once. (Painted before the
    /// blur, the caster was rounded to the colour's 85 levels and each box pass rounded again:
    /// 768 pixels of the settings frame at 3x came out a level apart.)
    @Test func colourIsAppliedAfterTheBlur() {
        var caster = Canvas(bounds: PixelRect(x: 0, y: 0, width: 64, height: 32))
        for i in caster.pixels.indices {
            let a = UInt32((i * 37) % 256)
            caster.pixels[i] = a | a << 8 | a << 16 | a << 24
        }
        let white = caster.shadow(Pixel(r: 255, g: 255, b: 255, a: 255), sigma: 2)
        let black = caster.shadow(Pixel(r: 0, g: 0, b: 0, a: 84), sigma: 2)
        let expected = white.pixels.map { ((84 * ($0 >> 24) + 127) / 255) << 24 }
        #expect(zip(black.pixels, expected).filter { $0 != $1 }.count == 0)
    }
}
