import Foundation
import LayoutDSL
import LayoutSnapshotTesting
import Render
import SnapshotTesting
import Testing
import TestSupport

/// A view under test finds its package target's asset catalogs through `Bundle.module`, as SwiftPM
/// lays the resource bundle out on Linux (the target's `.xcassets` copied as it is: measured with
/// `swift build` of a target declaring `resources: [.process("Resources")]`), and a name no
/// catalog has fails the assertion with that name, recording nothing.
struct BundleAssetsTests {
    let temporary = TemporaryDirectory("bundle-assets"), artifacts = TemporaryDirectory("bundle-assets-artifacts")

    /// A resource bundle as SwiftPM builds one: `Feature.resources/Assets.xcassets` with an image
    /// set (the fixtures' 20 x 20 px stripes) and a colour set (sRGB 51, 102, 153).
    func bundle() throws -> Bundle {
        let catalog = temporary.url.appendingPathComponent("App_Feature.resources/Assets.xcassets")
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Stripes.imageset"),
                                         to: catalog.appendingPathComponent("Trail.imageset"))
        let brand = catalog.appendingPathComponent("Brand.colorset")
        try FileManager.default.createDirectory(at: brand, withIntermediateDirectories: true)
        try Data(#"""
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "0.2", "green": "0.4", "blue": "0.6", "alpha": "1.000"}}}],
             "info": {"author": "xcode", "version": 1}}
            """#.utf8).write(to: brand.appendingPathComponent("Contents.json"))
        return try #require(Bundle(path: catalog.deletingLastPathComponent().path))
    }

    @Test func aPackageTargetsCatalogIsFoundThroughItsBundle() throws {
        let bundle = try bundle()
        let canvas = SnapshotCanvas(size: CGSize(width: 40, height: 20), scale: 1)
        let view = HStack(spacing: 0) {
            Color("Brand", bundle: bundle).frame(width: 20, height: 20)
            Image("Trail", bundle: bundle).resizable().frame(width: 20, height: 20)
        }
        let host = canvas.host(view)
        let tree = try host.still(at: .zero, target: .first).tree
        #expect(host.missingAssets.isEmpty)
        let pixels = canvas.raster(tree)
        #expect(pixels[10, 10] == Pixel(r: 51, g: 102, b: 153, a: 255))
        #expect(pixels[30, 10].a == 255 && pixels[30, 10] != Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func aNameNoCatalogHasFailsTheAssertionAndRecordsNothing() throws {
        let bundle = try bundle()
        let references = temporary.url.appendingPathComponent("references")
        withKnownIssue {
            let message = SnapshotRun.$current.withValue(SnapshotRun(id: "bundle-assets", root: artifacts.url)) {
                verifySnapshot(of: VStack { Image("Trial", bundle: bundle); Color("Brandd", bundle: bundle) },
                               as: .image(size: CGSize(width: 20, height: 20), scale: 1), named: "typo", record: .all,
                               snapshotDirectory: references.path, testName: "missing")
            }
            #expect(message != nil)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("color 'Brandd', image 'Trial'") }
        }
        #expect(!FileManager.default.fileExists(atPath: references.appendingPathComponent("missing.typo.png").path))
    }
}
