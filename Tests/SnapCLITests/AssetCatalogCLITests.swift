import AssetCatalogFormat
import AssetSymbolGeneration
import Foundation
import Render
import Testing

/// `snap render` with asset catalogs: `--assets DIR`, or an `.xcassets` beside the file; the
/// symbols Xcode generates (`Color(.brand)`, `.hexTint`, `Image(.iconsStar)`, `UIImage.swatch`)
/// compile, colours follow the scheme, a missing colour draws nothing with a warning naming it,
/// and a preview's body reads the catalogs' data sets (`NSDataAsset`) while it is built.
struct AssetCatalogCLITests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Assets.xcassets")

    static let swatches = """
    import SwiftUI

    struct Swatches: View {
        var body: some View {
            HStack(spacing: 0) {
                Color(.brand).frame(width: 10, height: 10)
                Rectangle().fill(.hexTint).frame(width: 10, height: 10)
                Color("Missing").frame(width: 10, height: 10)
                Image(.iconsStar).resizable().frame(width: 10, height: 10)
            }
        }
    }

    let generated: [UIImage] = [.swatch, .frame]

    #Preview(traits: .fixedLayout(width: 40, height: 10)) {
        // Read as the preview is built, before any host: the app's catalogs are its bundle's.
        let sample = NSDataAsset(name: "Sample")!
        Swatches().opacity(sample.data.isEmpty ? 0 : 1)
    }
    """

    func pixels(_ snap: SnapFileTests) throws -> Canvas {
        let out = snap.directory.appendingPathComponent("out")
        let png = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).first { $0.hasSuffix(".png") })
        return try PNG.decode(Data(contentsOf: out.appendingPathComponent(png)))
    }

    @Test func assetsOptionSuppliesTheCatalogAndItsSymbols() throws {
        let snap = SnapFileTests()
        try snap.write("Swatches.swift", Self.swatches)
        let result = try snap.run(["render", "Swatches.swift", "--assets", Self.fixture.path, "--scale", "1",
                                   "--background", "transparent", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("no color named 'Missing'"))
        #expect(result.stderr.contains("'systemUltravioletColor' is not a system colour"))
        let canvas = try pixels(snap)
        #expect(canvas[5, 5] == Pixel(r: 51, g: 102, b: 153, a: 255))
        #expect(canvas[15, 5] == Pixel(r: 255, g: 128, b: 0, a: 255))
        #expect(canvas[25, 5] == .clear)
        #expect(canvas[35, 5] == Pixel(r: 255, g: 255, b: 0, a: 255))
    }

    @Test func aCatalogBesideTheFileIsFoundAndFollowsTheScheme() throws {
        let snap = SnapFileTests()
        try snap.write("Swatches.swift", Self.swatches)
        try FileManager.default.copyItem(at: Self.fixture, to: snap.directory.appendingPathComponent("Assets.xcassets"))
        let result = try snap.run(["render", "Swatches.swift", "--scale", "1", "--background", "transparent",
                                   "--color-scheme", "dark", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pixels(snap)[5, 5] == Pixel(r: 128, g: 64, b: 0, a: 128))
    }

    /// "Broken" has a HEIC at 2x that is not one and a PNG at 1x: at 2x the HEIC is reported once,
    /// naming the set, the file and libheif's reason, and the PNG (yellow) is drawn instead.
    @Test func anUndecodableFileIsReportedOnceAndTheNextVariantDrawn() throws {
        let snap = SnapFileTests()
        try snap.write("Broken.swift", """
        import SwiftUI

        #Preview(traits: .fixedLayout(width: 4, height: 2)) {
            HStack(spacing: 0) {
                Image("Broken")
                Image("Broken")
            }
        }
        """)
        let result = try snap.run(["render", "Broken.swift", "--assets", Self.fixture.path, "--scale", "2", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("broken.heic") }
        #expect(warnings.count == 1 && warnings[0].hasPrefix("warning: image set 'Broken': broken.heic cannot be decoded (not a HEIF image"),
                "\(result.stderr)")
        #expect(try pixels(snap)[1, 1] == Pixel(r: 255, g: 255, b: 0, a: 255))
    }

    /// A file that declares a member the generated symbols declare too (code from before Xcode 15)
    /// fails with one error at its declaration naming the asset, not the compiler's redeclaration
    /// errors; the finder and the rule, at the level of their data.
    @Test func aDeclarationTheSymbolsAlsoMakeIsOneErrorNamingBoth() throws {
        let snap = SnapFileTests()
        try snap.write("Swatches.swift", Self.swatches)
        try snap.write("Colors.swift", """
            import SwiftUI

            extension Color {
                static let brand = Color("Brand")
                static var plain: Color { .gray }
            }
            """)
        let result = try snap.run(["render", "Swatches.swift", "--assets", Self.fixture.path, "--scale", "1", "--quiet"])
        #expect(result.status == 9)
        let colors = snap.directory.appendingPathComponent("Colors.swift").path
        #expect(result.stderr.contains(colors + ":4:16: error: 'Color.brand' is declared here and generated for the asset "
                                       + "catalog's color 'Brand' (Xcode's asset symbols); remove this declaration and use the "
                                       + "generated one, or rename one of them\n"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("snap: error: Swatches.swift did not compile\n"), "\(result.stderr)")

        let declared = DeclaredStaticMember.find(in: """
            extension SwiftUI.Color { static let a = Color.red; let b = 1; static func c() -> Color { .red } }
            extension ShapeStyle where Self == Color { static var d: Color { .red }; static func e(_ x: Int) -> Color { .red } }
            extension View { static var f: Int { 1 } }
            """, file: "F.swift", types: AssetSymbolConflict.extendedTypes)
        #expect(declared.map { "\($0.type).\($0.name) \($0.line):\($0.column)" } == ["Color.a 1:38", "Color.c 1:76", "ShapeStyle.d 2:55"])
        let symbols = AssetSymbols.symbols(catalogs: [AssetCatalogContents(directory: Self.fixture)])
        #expect(AssetSymbolConflict.find(declared: declared, symbols: symbols).isEmpty)
        #expect(symbols.contains { $0.type == "UIImage" && $0.name == "iconsStar" && !$0.isColor })
    }

    /// Each framework type leaves out the names it already has (docs/reference/asset-symbols.md):
    /// the colour set "Link" is `Color.link` but no `UIColor` member (UIKit's `UIColor.link`).
    /// Without extensions (a package's target, an Xcode target without the setting) only the
    /// resources are generated, unless a catalog turns them on itself.
    @Test func eachFrameworkTypeLeavesOutItsOwnNamesAndExtensionsFollowTheBuild() throws {
        let catalog = AssetCatalogContents(directory: Self.fixture)
        let symbols = AssetSymbols.symbols(catalogs: [catalog])
        #expect(symbols.filter { $0.name == "link" }.map(\.type) == ["ColorResource", "Color", "ShapeStyle"])
        #expect(symbols.contains { $0.type == "UIColor" && $0.name == "brand" })
        let resources = AssetSymbols.symbols(catalogs: [catalog], extensions: false)
        #expect(Set(resources.map(\.type)) == ["ColorResource", "ImageResource"])
        let source = AssetSymbols.source(catalogs: [catalog], importing: "SwiftUI", extensions: false)
        #expect(source.contains("static let brand = ColorResource(") && !source.contains("static var brand: Color"))

        // A catalog whose "Asset Symbols" choice is Extensions On gets them in a package too.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Label.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"properties":{"generate-swift-asset-symbol-extensions":"enabled"}}"#.utf8)
            .write(to: folder.appendingPathComponent("Contents.json"))
        let red = #"{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}"#
        try Data(#"{"colors":[{"color":\#(red),"idiom":"universal"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let own = AssetCatalogContents(directory: folder)
        #expect(own.generatesSymbolExtensions == true)
        #expect(AssetSymbols.symbols(catalogs: [own], extensions: false).map(\.type) == ["ColorResource", "Color", "ShapeStyle"])
    }
}
