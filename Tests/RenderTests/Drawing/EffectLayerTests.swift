import LayoutDSL
@testable import Render
import Testing

/// Effect layers hold only what can show: cut to their ink before they are blurred,
/// composited a band of rows at a time when enlarged, and drawn at reduced resolution when the
/// layers being drawn into would pass the renderer's budget.
struct EffectLayerTests {
    /// A layer cut to its ink grown by a blur's reach blurs to exactly the pixels the whole
    /// layer blurs to there, and the whole layer has nothing outside it: every pixel, for a
    /// kernel of each size the renderer draws at full resolution.
    @Test(arguments: [CGFloat(0.5), 3, 12, 32])
    func trimmingKeepsEveryBlurredPixel(sigma: CGFloat) {
        var whole = Canvas(bounds: PixelRect(x: -50, y: 20, width: 400, height: 300))
        whole[190, 140] = Pixel(r: 255, g: 0, b: 0, a: 255)
        whole[199, 150] = Pixel(r: 0, g: 0, b: 128, a: 128)
        var trimmed = whole
        let hasInk = trimmed.trim(keeping: EffectLayer.reach(sigma))
        #expect(hasInk)
        #expect(trimmed.bounds.width < whole.bounds.width && trimmed.bounds.height < whole.bounds.height)
        whole.blur(sigma: sigma)
        trimmed.blur(sigma: sigma)
        var mismatches = 0, inkOutside = 0
        for y in 0..<whole.height {
            for x in 0..<whole.width {
                let px = whole.bounds.x + x - trimmed.bounds.x, py = whole.bounds.y + y - trimmed.bounds.y
                let value = whole.pixels[y * whole.width + x]
                if px >= 0, py >= 0, px < trimmed.width, py < trimmed.height {
                    if trimmed.pixels[py * trimmed.width + px] != value { mismatches += 1 }
                } else if value != 0 {
                    inkOutside += 1
                }
            }
        }
        #expect(mismatches == 0)
        #expect(inkOutside == 0)
    }

    /// A transparent layer has no ink: nothing to blur or composite.
    @Test func emptyLayerIsDropped() {
        var layer = Canvas(bounds: PixelRect(x: 0, y: 0, width: 30, height: 20))
        let hasInk = layer.trim(keeping: 4)
        #expect(!hasInk)
        #expect(layer.inkBounds.isEmpty)
        layer[29, 19] = Pixel(r: 1, g: 0, b: 0, a: 1)
        #expect(layer.inkBounds == PixelRect(x: 29, y: 19, width: 1, height: 1))
    }

    /// Enlarging and compositing a band of rows at a time gives the bytes of enlarging the whole
    /// layer first: three bands of 218 rows (a 1,200-pixel-wide area), a blend mode, a fade and an offset.
    @Test func bandedEnlargementComposesLikeOneLayer() {
        var layer = Canvas(bounds: PixelRect(x: -3, y: 2, width: 400, height: 150))
        for i in layer.pixels.indices {
            let v = UInt32(truncatingIfNeeded: i &* 2_654_435_761)
            let a = 64 + v % 192
            layer.pixels[i] = (v >> 8) % (a + 1) | ((v >> 16) % (a + 1)) << 8 | ((v >> 24) % (a + 1)) << 16 | a << 24
        }
        let area = PixelRect(x: -9, y: 6, width: 1_200, height: 450)
        let clip = Clip(bounds: PixelRect(x: 0, y: 0, width: 1_100, height: 500), mask: nil)
        var whole = Canvas(width: 1_100, height: 500, fill: Pixel(r: 200, g: 100, b: 50, a: 255))
        var banded = whole
        whole.composite(layer.enlarged(by: 3, over: area).translated(dx: 5, dy: -2), opacity: 0.7, clip: clip, mode: .multiply)
        banded.composite(layer, enlargedBy: 3, over: area, dx: 5, dy: -2, opacity: 0.7, clip: clip, mode: .multiply)
        #expect(area.height > 2 * (Canvas.bandPixels / area.width))
        #expect(banded.pixels == whole.pixels)
    }

    /// Past the budget, a shadowed square's layer is drawn at reduced resolution: the square
    /// keeps its colour, and its shadow stays within a few levels of the full-resolution one.
    @Test func layerPastTheBudgetIsReduced() throws {
        let view = Color.blue.frame(width: 40, height: 40).shadow(color: .black, radius: 8, x: 0, y: 6).frame(width: 80, height: 80)
        let tree = try layout(view, width: 80, height: 80, scale: 2)
        let full = Renderer(scale: 2).render(tree)
        var limited = Renderer(scale: 2)
        limited.layerBudget = 2_000
        let reduced = limited.render(tree)
        #expect(reduced.pixels != full.pixels)
        #expect(reduced[80, 80] == full[80, 80])
        #expect(abs(Int(reduced.alpha(80, 132)) - Int(full.alpha(80, 132))) <= 16)
        #expect(full.alpha(80, 132) > 20)
    }

    /// A wide shadow (drawn at reduced resolution) spreads past what casts it: 20 points out from
    /// a square with a 38-point radius (σ 19) the canvas is still darkened, as it is close by.
    @Test func wideShadowSpreadsPastItsCaster() throws {
        let view = Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 38).frame(width: 200, height: 200)
        let image = Renderer(scale: 2).render(try layout(view, width: 200, height: 200, scale: 2))
        // The square spans 80…120 points; 20 points right of it, and 20 points above it.
        #expect(image.alpha(2 * 140, 2 * 100) > 12)
        #expect(image.alpha(2 * 100, 2 * 60) > 12)
        #expect(image.alpha(2 * 100, 2 * 100) == 255)
    }

    /// A shadow inside a layer falls as far as it falls outside one: the layer of an ancestor
    /// (here a compositing group at half opacity, as a disabled control is) holds what its
    /// subviews' shadows spread (`ResolvedNode.inkBounds`), not only their frames. A knob's
    /// shadow 6 points below a 20-point square was cut at the group's frame.
    @Test func shadowsInsideALayerAreNotCutAtItsFrame() throws {
        let knob = Color.white.frame(width: 20, height: 20).shadow(color: .black, radius: 4, y: 6)
        let view = knob.compositingGroup().opacity(0.5).frame(width: 60, height: 60)
        let image = Renderer(scale: 2).render(try layout(view, width: 60, height: 60, scale: 2))
        // The square spans 20…40 points; its shadow, 6 points down and about 6 across, reaches 46.
        #expect(image.alpha(2 * 30, 2 * 43) > 8)
        #expect(image.alpha(2 * 30, 2 * 43) == image.alpha(2 * 30 + 1, 2 * 43))
        #expect(image.alpha(2 * 30, 2 * 58) == 0)
    }
}
