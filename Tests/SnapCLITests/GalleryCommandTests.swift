import Foundation
import Render
import Testing

/// `snap gallery`: every preview of a folder's Swift files, light and dark, on one page whose
/// images load in a real browser (headless Chromium) and whose layout JSON is linked.
struct GalleryCommandTests {
    let files = SnapFileTests()

    func write(_ path: String, _ source: String) throws {
        let url = files.directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: url)
    }

    static let shapes = """
    import SwiftUI

    #Preview("Red", traits: .sizeThatFitsLayout) { Color.red.frame(width: 60, height: 60) }
    #Preview("Background", traits: .sizeThatFitsLayout) { Color(.systemBackground).frame(width: 60, height: 60) }
    """

    static let badge = """
    import SwiftUI

    struct Badge: View {
        var body: some View { Color.blue.frame(width: 60, height: 60) }
    }

    struct Badge_Previews: PreviewProvider {
        static var previews: some View { Badge().previewLayout(.sizeThatFits) }
    }
    """

    @Test func pageShowsEveryPreviewLightAndDarkAndItsImagesLoad() throws {
        try write("Views/Shapes.swift", Self.shapes)
        try write("Views/Nested/Badge.swift", Self.badge)
        try write("Views/Model.swift", "struct Model { var name = \"\" }\n")
        let result = try files.run(["gallery", "Views", "-o", "site", "--scale", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = files.directory.appendingPathComponent("site/index.html")
        #expect(result.stdout == page.path + "\n")
        let html = try String(contentsOf: page, encoding: .utf8)

        // Three previews, each in light and dark, each image with its layout JSON beside it.
        let images = html.matches(of: #/<img src="([^"]+)"/#).map { String($0.output.1) }
        #expect(images.sorted() == ["Nested/Badge/dark/Badge@1x_0.png", "Nested/Badge/light/Badge@1x_0.png",
                                    "Shapes/dark/Shapes-Background@1x_0.png", "Shapes/dark/Shapes-Red@1x_0.png",
                                    "Shapes/light/Shapes-Background@1x_0.png", "Shapes/light/Shapes-Red@1x_0.png"])
        let layouts = html.matches(of: #/<a href="([^"]+\.json)"/#).map { String($0.output.1) }
        #expect(layouts.count == 6)
        for layout in layouts {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: page.deletingLastPathComponent().appendingPathComponent(layout)))
            #expect(((json as? [String: Any])?["frames"] as? [Any])?.count == 1, "\(layout)")
        }
        #expect(!html.contains("Model.swift"))

        // Headless Chromium draws the page with every image: 60x60 CSS pixels each.
        let shot = files.directory.appendingPathComponent("shot.png")
        let chromium = Process()
        chromium.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        chromium.arguments = ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                              "--window-size=1200,1200", "--screenshot=\(shot.path)", page.absoluteString]
        chromium.standardError = FileHandle.nullDevice
        chromium.standardOutput = FileHandle.nullDevice
        try chromium.run()
        chromium.waitUntilExit()
        try #require(chromium.terminationStatus == 0, "headless Chromium failed (install it: scripts/install-deps.sh)")
        let screenshot = try PNG.decode(Data(contentsOf: shot))
        func count(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> Int {
            let packed = r | g << 8 | b << 16
            return screenshot.pixels.filter { $0 & 0xFFFFFF == packed }.count
        }
        // iOS 26's red and blue in light and dark (systemRed 255,56,60 / 255,66,69; systemBlue
        // 0,136,255 / 0,145,255), and the dark system background, black.
        #expect(count(255, 56, 60) >= 3600)
        #expect(count(255, 66, 69) >= 3600)
        #expect(count(0, 136, 255) >= 3600)
        #expect(count(0, 145, 255) >= 3600)
        #expect(count(0, 0, 0) >= 3600)
    }

    @Test func aFileThatDoesNotCompileIsShownWithItsErrorAndSetsTheExitCode() throws {
        try write("Views/Broken.swift", "import SwiftUI\n#Preview { Text(missing) }\n")
        let result = try files.run(["gallery", "Views", "-o", "site", "--quiet"])
        #expect(result.status == 9)
        #expect(result.stderr.contains("snap: error: 1 of 1 files did not render, the first Broken.swift: Broken.swift did not compile"))
        let html = try String(contentsOf: files.directory.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(html.contains("<p class=\"error\">Broken.swift did not compile</p>"))
        #expect(try files.run(["gallery", "Nowhere"]).status == 7)
    }
}
