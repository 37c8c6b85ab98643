import Foundation
import LayoutDSL
import LayoutSnapshotTesting
import Render
import Testing

/// The HTML report opens in a real browser (headless Chromium) and its images load.
struct ReportBrowserTests {
    let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("report-\(UUID().uuidString)")

    func write(_ name: String, _ pixel: Pixel) throws {
        let folder = root.appendingPathComponent("LayoutSnapshotTesting")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PNG.encode(Canvas(width: 60, height: 60, fill: pixel)).write(to: folder.appendingPathComponent(name))
    }

    @Test func reportOpensInChromiumWithItsImages() throws {
        let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255), magenta = Pixel(r: 255, g: 0, b: 255, a: 255)
        try write("t.reference.png", red)
        try write("t.actual.png", blue)
        try write("t.diff.png", magenta)
        SnapshotReport.add(SnapshotReport.Entry(name: "t", reference: "LayoutSnapshotTesting/t.reference.png",
                                                actual: "LayoutSnapshotTesting/t.actual.png", diff: "LayoutSnapshotTesting/t.diff.png",
                                                differingPixels: 3600, totalPixels: 3600, maxDeltaE: 100, message: "3600 of 3600 pixels differ"),
                           root: root)
        let shot = root.appendingPathComponent("shot.png")
        let chromium = Process()
        chromium.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        chromium.arguments = ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                              "--window-size=1200,900", "--screenshot=\(shot.path)", root.appendingPathComponent("index.html").absoluteString]
        chromium.standardError = FileHandle.nullDevice
        chromium.standardOutput = FileHandle.nullDevice
        try chromium.run()
        chromium.waitUntilExit()
        try #require(chromium.terminationStatus == 0, "headless Chromium failed (install it: scripts/install-deps.sh)")
        let page = try PNG.decode(Data(contentsOf: shot))
        func count(_ p: Pixel) -> Int { page.pixels.filter { Pixel(r: UInt8($0 & 0xFF), g: UInt8(($0 >> 8) & 0xFF), b: UInt8(($0 >> 16) & 0xFF), a: 255) == p }.count }
        // Each image is 60x60 and appears in the row; reference and actual also in the slider and onion skin.
        #expect(count(red) >= 3600)
        #expect(count(blue) >= 3600)
        #expect(count(magenta) >= 3600)
    }
}
