import Foundation
import LayoutDSL
import Render
import Testing

/// Image sampling (`interpolation`, `antialiased`), `ImagePaint` tiling and dark-appearance
/// image variants, on the asset catalog fixture (installed in the shared loader, so serialized
/// with the other fixture tests).
struct ImageSamplingTests: RendersWithFixtureCatalog {

    let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)

    /// "Stripes" is 8 × 1 pixels, black, white, white, black, twice. Drawn 2 pixels wide,
    /// bilinear sampling alone reads image x = 2 and 6 (between two white pixels): white;
    /// `.high` averages each half first: (0 + 255 + 255 + 0) / 4, mid grey.
    @Test func higherQualitiesAverageAShrinkingImage() throws {
        let low = try render(Image("Stripes").resizable().interpolation(.low), width: 2, height: 1)
        #expect(low[0, 0] == Pixel(r: 255, g: 255, b: 255, a: 255) && low[1, 0] == low[0, 0])
        for quality in [Image.Interpolation.medium, .high] {
            let high = try render(Image("Stripes").resizable().interpolation(quality), width: 2, height: 1)
            #expect(high[0, 0] == Pixel(r: 128, g: 128, b: 128, a: 255) && high[1, 0] == high[0, 0], "\(quality)")
        }
        // Enlarged, `.high` is bilinear as before: no averaging.
        let large = try render(Image("Stripes").resizable(), width: 16, height: 1)
        #expect(large[3, 0] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    /// "Tile" is red, blue (2 × 1), centred in 4 pixels and moved half a pixel left: it spans
    /// x 0.5 to 2.5. Antialiased, pixels 0 and 2 are partly covered; with `antialiased(false)`
    /// pixel 0 is wholly red (its centre is inside the image) and pixel 2 untouched (its centre
    /// is on the image's right edge, outside).
    @Test func antialiasedFalseDrawsHardEdges() throws {
        let soft = try render(Image("Tile").offset(x: -0.5), width: 4, height: 1)
        #expect(soft[0, 0].a > 0 && soft[0, 0].a < 255 && soft[2, 0].a > 0 && soft[2, 0].a < 255)
        let hard = try render(Image("Tile").antialiased(false).offset(x: -0.5), width: 4, height: 1)
        #expect(hard[0, 0] == red && hard[1, 0].a == 255 && hard[2, 0] == .clear)
    }

    /// `ImagePaint` repeats the image from the view's origin; `scale` enlarges each tile and
    /// `sourceRect` picks part of the image.
    @Test func imagePaintTilesTheImage() throws {
        let plain = try render(Rectangle().fill(ImagePaint(image: Image("Tile"))), width: 8, height: 2)
        #expect((0..<8).map { plain[$0, 1] } == [red, blue, red, blue, red, blue, red, blue])
        let scaled = try render(Rectangle().fill(.image(Image("Tile").interpolation(.none), scale: 2)), width: 8, height: 2)
        #expect((0..<8).map { scaled[$0, 0] } == [red, red, blue, blue, red, red, blue, blue])
        let part = try render(Color.clear.background(ImagePaint(image: Image("Tile"), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1))),
                              width: 4, height: 2)
        #expect((0..<4).map { part[$0, 1] } == [blue, blue, blue, blue])
        // A 6-point view centred in 8 starts at x 1: so do its tiles.
        let moved = try render(Rectangle().fill(ImagePaint(image: Image("Tile"))).frame(width: 6, height: 2), width: 8, height: 2)
        #expect(moved[1, 0] == red && moved[2, 0] == blue)
        // A missing image, or a source with no area, paints nothing.
        #expect(try render(Rectangle().fill(ImagePaint(image: Image("NoSuchImage"))), width: 4, height: 4).coveredArea == 0)
        #expect(try render(Rectangle().fill(ImagePaint(image: Image("Tile"), sourceRect: .zero)), width: 4, height: 4).coveredArea == 0)
        #expect(try render(Rectangle().fill(ImagePaint(image: Image("Tile"), scale: -1)), width: 4, height: 4).coveredArea == 0)
    }

    /// "Moon" has an any-appearance, a dark and a high-contrast variant: a dark scheme picks
    /// the dark one, increased contrast the high-contrast one, as UIKit picks for its traits.
    @Test func darkSchemePicksTheDarkVariant() throws {
        let catalog = AssetCatalog(directory: AssetCatalogTests.fixture)
        let moon = try #require(catalog.images["Moon"])
        func file(_ traits: AssetTraits) -> String? { moon.variants(for: traits).first.map { URL(fileURLWithPath: $0.path).lastPathComponent } }
        #expect(file(AssetTraits(displayScale: 1)) == "moon.png" && file(AssetTraits(displayScale: 1, colorScheme: .dark)) == "moon-dark.png")
        #expect(file(AssetTraits(displayScale: 1, colorSchemeContrast: .increased)) == "moon-contrast.png")
        #expect(try render(Image("Moon"), width: 1, height: 1)[0, 0] == Pixel(r: 255, g: 200, b: 0, a: 255))
        #expect(try render(Image("Moon"), width: 1, height: 1, colorScheme: .dark)[0, 0] == Pixel(r: 0, g: 0, b: 128, a: 255))
        #expect(try render(Image("Moon").environment(\.colorSchemeContrast, .increased), width: 1, height: 1)[0, 0] == Pixel(r: 255, g: 0, b: 255, a: 255))
        // An image without a dark variant shows the same in both schemes.
        #expect(try render(Image("Tile"), width: 2, height: 1, colorScheme: .dark)[0, 0] == red)
    }

    /// A canvas's `.tiledImage` shading repeats the image from its origin in user space.
    @Test func canvasTiledImageShading() throws {
        let canvas = try render(LayoutDSL.Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .tiledImage(Image("Tile"), origin: CGPoint(x: 1, y: 0)))
        }.frame(width: 6, height: 1), width: 6, height: 1)
        #expect((0..<6).map { canvas[$0, 0] } == [blue, red, blue, red, blue, red])
    }
}
