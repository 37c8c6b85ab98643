import Foundation
import Render
import Testing

/// Every file in `Screens/` (SwiftUI screens written as iOS developers write them) renders
/// through the built `snap`: it compiles, exits 0, and writes a PNG per preview.
struct ScreensTests {
    static let screens: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Screens")

    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: screens.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()

    @Test func thereAreScreens() {
        #expect(Self.files.count >= 3)
    }

    @Test(arguments: files)
    func rendersScreen(_ file: String) throws {
        let snap = SnapFileTests()
        let result = try snap.run(["render", Self.screens.appendingPathComponent(file).path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let out = snap.directory.appendingPathComponent("out")
        let name = (file as NSString).deletingPathExtension
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(name) && $0.hasSuffix(".png") }
        #expect(!pngs.isEmpty)
        for png in pngs {
            let image = try PNG.decode(Data(contentsOf: out.appendingPathComponent(png)))
            #expect(image.width > 0 && image.height > 0)
        }
    }
}
