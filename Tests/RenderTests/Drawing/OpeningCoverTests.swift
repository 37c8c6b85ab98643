import LayoutDSL
@testable import Render
import Testing

/// A frame that opens by covering the canvas in one opaque colour starts from that colour
/// (`OpeningCover`); anything less than such a cover is drawn over the background as before.
struct OpeningCoverTests {
    let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)

    func tree<V: View>(_ view: V, scale: CGFloat = 2) throws -> ResolvedTree {
        try ViewHost(view, canvasSize: CGSize(width: 20, height: 10), environment: .rendering(scale: scale)).update()
    }

    /// A red screen under a half-transparent blue square: the cover is taken off the tree, the
    /// canvas starts red, and the square blends over red, not over the white background.
    @Test func anOpaqueScreenFillStartsTheCanvas() throws {
        let tree = try tree(ZStack { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1).opacity(0.5).frame(width: 4, height: 4) })
        let cover = try #require(OpeningCover(tree.root, scale: 2, bounds: PixelRect(x: 0, y: 0, width: 40, height: 20)))
        #expect(cover.color == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(ResolvedTree(canvasSize: tree.canvasSize, root: cover.rest).allNodes.flatMap(\.display.content).count == 1)
        let canvas = Renderer(scale: 2, background: white).render(tree)
        #expect(canvas[0, 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(canvas[39, 19] == Pixel(r: 255, g: 0, b: 0, a: 255))
        // Blue at opacity 0.5 is alpha 128 (127.5 rounded); red keeps 255 · 127/255 of itself.
        #expect(canvas[20, 10] == Pixel(r: 127, g: 0, b: 128, a: 255))
    }

    /// Not covers: a translucent screen fill, one that leaves the canvas's last column, and one
    /// inside a clip. Each is drawn over the white background.
    @Test func lessThanACoverIsDrawnOverTheBackground() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let translucent = try tree(red.opacity(0.5))
        let narrow = try tree(red.frame(width: 19.5).frame(maxWidth: .infinity, alignment: .leading))
        let clipped = try tree(red.clipShape(Circle()))
        for tree in [translucent, narrow, clipped] {
            #expect(OpeningCover(tree.root, scale: 2, bounds: PixelRect(x: 0, y: 0, width: 40, height: 20)) == nil)
        }
        // Red at alpha 128 over white: green and blue keep 255 · 127/255 of the white.
        #expect(Renderer(scale: 2, background: white).render(translucent)[0, 0] == Pixel(r: 255, g: 127, b: 127, a: 255))
        #expect(Renderer(scale: 2, background: white).render(narrow)[39, 5] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(Renderer(scale: 2, background: white).render(clipped)[0, 0] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }
}
