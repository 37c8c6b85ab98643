import AssetCatalogFormat
import Foundation
import LayoutDSL
import Render
import Testing

/// The asset catalog fixture (Tests/Fixtures/Assets.xcassets): image sets by scale, colour sets
/// in every component spelling, namespaces, what is skipped. The views see the fixture as their
/// main bundle's catalog through the image loader in their environment (`RendersWithFixtureCatalog`).
struct AssetCatalogTests: RendersWithFixtureCatalog {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Assets.xcassets")
    static let loader = PNGImageLoader(catalogs: [AssetCatalog(directory: fixture)])
    let catalog = AssetCatalog(directory: fixture)

    /// The catalogs travel in the environment, not the process: of two hosts alive at once, the
    /// one given the fixture's loader draws its red swatch, the one without catalogs nothing and
    /// records the image as missing, whichever updates first.
    @Test func catalogsAreTheEnvironmentsNotTheProcesss() throws {
        func host(_ loader: PNGImageLoader) -> ViewHost {
            ViewHost(Image("Swatch"), canvasSize: CGSize(width: 2, height: 2), environment: .rendering(imageLoader: loader))
        }
        let bare = host(.shared), given = host(Self.loader)
        #expect(Renderer().render(try bare.update())[0, 0] == .clear && bare.missingAssets.count == 1)
        #expect(Renderer().render(try given.update())[0, 0] == Pixel(r: 255, g: 0, b: 0, a: 255) && given.missingAssets.isEmpty)
        #expect(Renderer().render(try host(.shared).update())[0, 0] == .clear)
    }

    @Test func readsImageSetsByScaleAndNamespaces() {
        #expect(catalog.images["Swatch"]?.variants.map(\.scale) == [1, 2, 3])
        #expect(catalog.images["Icons/Star"]?.variants.map(\.scale) == [nil])
        #expect(catalog.images["Logo"]?.preservesVectorRepresentation == true && catalog.images["LogoRaster"]?.preservesVectorRepresentation == false)
    }

    /// The format stage alone, which the asset symbols tool reads, lists the sets Render draws,
    /// and each colour entry as written: "Brand"'s dark entry is 255, 128, 0 at half opacity, and
    /// "Link" names UIKit's `systemBlueColor`; "Mystery"'s unknown name leaves it out, with the warning.
    @Test func theFormatStageListsWhatRenderDraws() {
        let contents = AssetCatalogContents(directory: Self.fixture)
        #expect(Set(contents.imageSets.keys) == Set(catalog.images.keys) && Set(contents.colorSets.keys) == Set(catalog.colors.keys))
        #expect(Set(contents.symbolSets.keys) == ["ticket.custom"] && contents.warnings == catalog.warnings)
        let dark = contents.colorSets["Brand"]?.last
        #expect(dark?.appearance == AssetAppearance(luminosity: .dark, highContrast: false))
        #expect(dark?.value == .components(AssetColorComponents(red: 1, green: 128 / 255, blue: 0, opacity: 0.5)))
        #expect(contents.colorSets["Link"]?.map(\.value) == [.system(.systemBlueColor)] && contents.colorSets["Mystery"] == nil)
    }

    @Test func readsColoursInEverySpelling() throws {
        #expect(catalog.colors["Brand"] == AssetColor(light: Color.Resolved(red: 0.2, green: 0.4, blue: 0.6),
                                                      dark: Color.Resolved(red: 1, green: 128 / 255, blue: 0, opacity: 0.5)))
        #expect(catalog.colors["HexTint"]?.light == Color.Resolved(red: 1, green: 128 / 255, blue: 0))
        // Grey gamma 2.2's 0.8 is 0.8048 in sRGB (0.8^2.2 of light, re-encoded); linear sRGB's 0.2 is 0.4845.
        #expect(abs((catalog.colors["Fog"]?.light.red ?? 0) - 0.80484) < 0.0001 && catalog.colors["Fog"]?.light.blue == catalog.colors["Fog"]?.light.red)
        #expect(abs((catalog.colors["Linear"]?.light.green ?? 0) - 0.48453) < 0.0001)
        #expect(try render(Color("Linear"), width: 1, height: 1)[0, 0] == Pixel(r: 124, g: 124, b: 124, a: 255))
        // Display P3 grey is the same grey in sRGB; P3's red is outside sRGB: kept in extended
        // range as SwiftUI keeps it, and drawn clamped to sRGB red.
        let ink = catalog.colors["InkColor"]
        #expect(abs((ink?.light.red ?? 0) - 0.5) < 0.001 && abs((ink?.light.blue ?? 0) - 0.5) < 0.001)
        #expect(abs((ink?.dark.red ?? 0) - 1.0931) < 0.0005 && abs((ink?.dark.green ?? 0) + 0.2267) < 0.0005)
        #expect(ink.map { Pixel($0.dark) } == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    /// A colour set that names a system colour (Xcode's `"reference": "systemBlueColor"`) is that
    /// colour in each appearance and design: iOS 26's system blue, (0, 136, 255) light and
    /// (0, 145, 255) dark, and iOS 18's (0, 122, 255) in the compatibility design.
    /// A name UIKit does not have is skipped with a warning naming it.
    @Test func systemColourReferences() throws {
        let link = try #require(catalog.colors["Link"])
        #expect(Pixel(link.light) == Pixel(r: 0, g: 136, b: 255, a: 255) && Pixel(link.dark) == Pixel(r: 0, g: 145, b: 255, a: 255))
        #expect(try render(Color("Link"), width: 1, height: 1, colorScheme: .dark)[0, 0] == Pixel(r: 0, g: 145, b: 255, a: 255))
        let compatible = try SystemDesign.$current.withValue(.compatibility) { try render(Color("Link"), width: 1, height: 1) }
        #expect(compatible[0, 0] == Pixel(r: 0, g: 122, b: 255, a: 255))
        #expect(catalog.colors["Mystery"] == nil)
        #expect(catalog.warnings.contains("color set 'Mystery': 'systemUltravioletColor' is not a system colour UIKit has; skipped"))
    }

    /// A JPEG photo in an image set (made here: 16 × 8 pixels at 2x, red then blue, quality 100)
    /// decodes with libjpeg: 8 × 4 points, opaque, each half its colour within JPEG's rounding. A
    /// file that is not a JPEG throws with libjpeg's reason.
    @Test func jpegPhotosDecode() throws {
        #expect(catalog.images["Photo"]?.variants.map(\.scale) == [2])
        #expect(try layout(Image("Photo"), scale: 2).root.first { $0.type == "Image" }?.size == CGSize(width: 8, height: 4))
        let canvas = try render(Image("Photo"), width: 8, height: 4, scale: 2)
        func near(_ p: Pixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(p.r) - r) <= 2 && abs(Int(p.g) - g) <= 2 && abs(Int(p.b) - b) <= 2 && p.a == 255
        }
        #expect(near(canvas[0, 0], 255, 0, 0) && near(canvas[6, 7], 255, 0, 0) && near(canvas[9, 0], 0, 0, 255) && near(canvas[15, 7], 0, 0, 255))
        #expect(throws: ImageDecodingError.self) { try JPEG.decode(Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])) }
    }

    /// A data set (`Sample.dataset`, a JSON file) is `NSDataAsset(name:)`'s data with its type,
    /// read outside any host from the ambient environment (as a preview program builds its
    /// previews) and inside a host's update from the host's; a name no catalog has is nil, and
    /// so is every name where the environment has no catalogs.
    @Test func dataSetsAreDataAssets() throws {
        struct Person: Decodable, Equatable { let name: String; let score: Int }
        let asset = try #require(EnvironmentValues.$ambient.withValue(.rendering(imageLoader: Self.loader)) { NSDataAsset(name: "Sample") })
        #expect(asset.name == "Sample" && asset.typeIdentifier == "public.json")
        #expect(try JSONDecoder().decode([Person].self, from: asset.data) == [Person(name: "Ada", score: 3), Person(name: "Linus", score: 5)])
        #expect(EnvironmentValues.$ambient.withValue(.rendering(imageLoader: Self.loader)) { NSDataAsset(name: "Missing") } == nil)
        #expect(NSDataAsset(name: "Sample") == nil)
        struct Reads: View {
            var body: some View { Text(NSDataAsset(name: "Sample").map { "\($0.data.count) bytes" } ?? "none") }
        }
        let tree = try layout(Reads())
        #expect(tree.root.first { $0.type == "Text" }?.text == "\(asset.data.count) bytes")
    }

    @Test func imagePicksTheVariantOfTheDisplayScale() throws {
        for (scale, expected) in [(1, Pixel(r: 255, g: 0, b: 0, a: 255)), (2, Pixel(r: 0, g: 255, b: 0, a: 255)), (3, Pixel(r: 0, g: 0, b: 255, a: 255))] {
            let canvas = try render(Image("Swatch"), width: 2, height: 2, scale: CGFloat(scale))
            #expect(canvas[0, 0] == expected, "scale \(scale)")
            #expect(canvas[scale, scale] == Pixel(r: 255, g: 255, b: 255, a: 255))
        }
        #expect(try layout(Image("Swatch"), scale: 3).root.first { $0.type == "Image" }?.size == CGSize(width: 2, height: 2))
    }

    @Test func colourFollowsTheScheme() throws {
        let light = try render(Color("Brand"), width: 1, height: 1)
        let dark = try render(Color("Brand"), width: 1, height: 1, colorScheme: .dark)
        #expect(light[0, 0] == Pixel(r: 51, g: 102, b: 153, a: 255))
        #expect(dark[0, 0] == Pixel(r: 128, g: 64, b: 0, a: 128))
        #expect(try render(Color(ColorResource(name: "HexTint", bundle: .main)), width: 1, height: 1)[0, 0] == Pixel(r: 255, g: 128, b: 0, a: 255))
    }

    @Test func missingAssetsDrawNothingAndHaveNoSize() throws {
        #expect(try render(Color("NoSuchColor"), width: 2, height: 2).coveredArea == 0)
        #expect(try layout(Image("NoSuchImage")).root.first { $0.type == "Image" }?.size == .zero)
        #expect(try render(Image("NoSuchImage").resizable(), width: 4, height: 4).coveredArea == 0)
    }

    @Test func capInsetsKeepTheCornersAndStretchTheMiddle() throws {
        let canvas = try render(Image("Frame").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)), width: 20, height: 20)
        let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)
        #expect(canvas[0, 0] == red && canvas[1, 1] == red && canvas[19, 19] == red && canvas[10, 1] == red && canvas[1, 10] == red)
        #expect(canvas[2, 2] == blue && canvas[17, 17] == blue && canvas[10, 10] == blue && canvas.coveredArea == 400)
    }

    @Test func tilingRepeatsAtTheImagesSize() throws {
        let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)
        let tiled = try render(Image("Tile").resizable(resizingMode: .tile), width: 8, height: 2)
        #expect((0..<8).map { tiled[$0, 1] } == [red, blue, red, blue, red, blue, red, blue])
        let stretched = try render(Image("Tile").resizable().interpolation(.none), width: 8, height: 2)
        #expect((0..<8).map { stretched[$0, 1] } == [red, red, red, red, blue, blue, blue, blue])
    }

    @Test func templateImagesFillTheirAlphaWithTheForegroundStyle() throws {
        let canvas = try render(Image("Glyph").renderingMode(.template).foregroundStyle(Color(red: 0, green: 1, blue: 0)), width: 4, height: 4)
        #expect(canvas[0, 0] == Pixel(r: 0, g: 255, b: 0, a: 255) && canvas[3, 3] == .clear)
        let original = try render(Image("Glyph").renderingMode(.original).foregroundStyle(.green), width: 4, height: 4)
        #expect(original[0, 0] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func asyncImageShowsAFileURLOrItsPlaceholder() throws {
        let file = Self.fixture.appendingPathComponent("Swatch.imageset/swatch.png")
        let loaded = try render(AsyncImage(url: file), width: 2, height: 2)
        #expect(loaded[0, 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
        let remote = try layout(AsyncImage(url: URL(string: "https://example.com/a.png")) { image in image } placeholder: {
            Text("Loading")
        })
        #expect(remote.root.first { $0.text == "Loading" } != nil)
        let missing = try layout(AsyncImage(url: Self.fixture.appendingPathComponent("none.png")) { phase in
            if phase.error != nil { Text("Failed") } else { Text("Other") }
        })
        #expect(missing.root.first { $0.text == "Failed" } != nil)
    }
}
