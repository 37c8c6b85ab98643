import Foundation
import Render
import Testing

/// `snap render --layout-direction rtl`: scenes and Swift files render right to left.
struct RightToLeftCLITests {
    /// The CLI's controls scene right to left is, pixel for pixel, the snapshot reference the
    /// `SnapshotCanvas(layoutDirection: .rightToLeft)` strategy recorded.
    @Test func sceneMatchesTheSnapshotReference() throws {
        let snap = SnapCLITests()
        // The reference was recorded in the compatibility design (`RightToLeftTests`' suite trait).
        let result = try snap.snap("render", "controls", "--size", "393x560", "--scale", "1", "--layout-direction", "rtl", "--quiet",
                                   "--design", "compatibility")
        #expect(result.status == 0, "\(result.stderr)")
        let image = try snap.png("out/controls@1x_0.png")
        let reference = try PNG.decode(Data(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots/__Snapshots__/RightToLeftTests/controlsMirrored.1.png")))
        #expect(image.width == reference.width && image.height == reference.height)
        // Counted, not compared whole: a failure prints a number, not two million pixels.
        #expect(zip(image.pixels, reference.pixels).filter { $0 != $1 }.count == 0)
        // Left to right (the default, or said) is another image.
        #expect(try snap.snap("render", "controls", "--size", "393x560", "--scale", "1", "--layout-direction", "ltr", "--quiet",
                              "-o", "ltr").status == 0)
        #expect(try snap.png("ltr/controls@1x_0.png").pixels != image.pixels)
    }

    @Test func badDirectionIsAnArgumentError() throws {
        let result = try SnapCLITests().snap("render", "controls", "--layout-direction", "up")
        #expect(result.status == 64)
        #expect(result.stderr.contains("layout-direction"))
    }

    /// A compiled preview receives the direction through the request: the settings screen's
    /// labels sit on the right.
    @Test func previewsOfAFileRenderRightToLeft() throws {
        let snap = SnapFileTests()
        let file = ScreensTests.screens.appendingPathComponent("SettingsScreen.swift").path
        let result = try snap.run(["render", file, "--layout-direction", "rtl", "--layout-json", "rtl.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: snap.directory.appendingPathComponent("rtl.json")))
        func frames(of text: String, in value: Any) -> [[String: Double]] {
            if let node = value as? [String: Any] {
                let own = node["text"] as? String == text ? [node["frame"] as? [String: Double] ?? [:]] : []
                return own + node.values.flatMap { frames(of: text, in: $0) }
            }
            if let array = value as? [Any] { return array.flatMap { frames(of: text, in: $0) } }
            return []
        }
        let sounds = frames(of: "Sounds", in: json)
        #expect(!sounds.isEmpty)
        for frame in sounds {
            // The canvas is 393 wide; the list is inset grouped (the automatic style), in the Liquid
            // Glass design: the label ends at the 16-point card margin and 16-point row inset on the right.
            #expect(abs((frame["x"] ?? 0) + (frame["width"] ?? 0) - (393 - 16 - 16)) < 0.001, "\(frame)")
        }
    }
}
