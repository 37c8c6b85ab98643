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

/// How a layer's shadow reaches the canvas: straight through its blurred alpha, or painted and
/// composited, and from the frame's cache of casters already blurred.
struct ShadowCastTests {
    /// A caster of varied alpha and a varied backdrop.
    private func samples() -> (caster: Canvas, backdrop: Canvas) {
        var caster = Canvas(bounds: PixelRect(x: 3, y: 2, width: 29, height: 21))
        var backdrop = Canvas(bounds: PixelRect(x: 0, y: 0, width: 40, height: 30))
        var random: UInt64 = 7
        func next() -> UInt32 {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: random >> 32)
        }
        for i in caster.pixels.indices where i % 7 != 0 {
            let a = next() & 0xFF
            caster.pixels[i] = a << 24 | a << 16 | (a / 2) << 8 | a / 3
        }
        for i in backdrop.pixels.indices {
            let a = max(next() & 0xFF, 1), r = next() % a, g = next() % a
            backdrop.pixels[i] = a << 24 | (a / 3) << 16 | g << 8 | r
        }
        return (caster, backdrop)
    }

    /// Filled straight through the blurred alpha, the colour gives the bytes of the painted
    /// shadow composited (`Canvas.cast`): the colour scaled by the coverage, then the backdrop by
    /// what that leaves. Through a clip's mask or at a lower opacity the painted shadow is
    /// composited, as before.
    @Test func castingThroughTheAlphaGivesThePaintedShadowsBytes() {
        let (caster, backdrop) = samples()
        let color = Pixel(r: 20, g: 10, b: 40, a: 120), mask = caster.shadowAlpha(sigma: 2.5)
        let clip = Clip(bounds: backdrop.bounds, mask: nil)
        var direct = backdrop, composited = backdrop
        direct.cast(mask, color: color, dx: 4, dy: 3, opacity: 1, clip: clip, mode: .normal)
        composited.composite(mask.painted(color).translated(dx: 4, dy: 3), opacity: 1, clip: clip, mode: .normal)
        #expect(direct.pixels == composited.pixels)
        #expect(direct.pixels != backdrop.pixels)
        var faded = backdrop, fadedComposite = backdrop
        faded.cast(mask, color: color, dx: 0, dy: 0, opacity: 0.5, clip: clip, mode: .normal)
        fadedComposite.composite(mask.painted(color), opacity: 0.5, clip: clip, mode: .normal)
        #expect(faded.pixels == fadedComposite.pixels)
    }

    /// A caster drawn again with the same alpha and standard deviation takes the blurred plane
    /// from the cache, moved to where it is now; another deviation or another alpha is blurred anew.
    @Test func repeatedCastersShareTheirBlur() {
        let (caster, _) = samples()
        let cache = ShadowAlphaCache.shared
        let first = cache.blurred(caster, sigma: 3)
        let moved = cache.blurred(caster.translated(dx: 100, dy: -7), sigma: 3)
        #expect(first.values == caster.shadowAlpha(sigma: 3).values)
        #expect(moved.values == first.values)
        #expect(moved.bounds == caster.bounds.offsetBy(dx: 100, dy: -7))
        #expect(cache.blurred(caster, sigma: 1.5).values == caster.shadowAlpha(sigma: 1.5).values)
        var other = caster
        other.pixels[0] = 0xFF00_0000
        #expect(cache.blurred(other, sigma: 3).values == other.shadowAlpha(sigma: 3).values)
        #expect(cache.blurred(other, sigma: 3).values != first.values)
    }
}
