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

    /// Taps drive a screen: two taps on the counter's + button show 1, then 2.
    @Test func tapsDriveTheCounter() throws {
        let snap = SnapFileTests()
        let result = try snap.run(["render", Self.screens.appendingPathComponent("CounterScreen.swift").path,
                                   "--tap", "237,237", "--tap", "237,237", "--layout-json", "counter.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: snap.directory.appendingPathComponent("counter.json"))) as? [String: Any]
        // One preview: the file's frames at the top level.
        let frames = try #require(json?["frames"] as? [[String: Any]])
        func texts(_ node: Any?) -> [String] {
            guard let node = node as? [String: Any] else { return [] }
            return ((node["text"] as? String).map { [$0] } ?? []) + ((node["children"] as? [Any]) ?? []).flatMap(texts)
        }
        let counts = frames.map { texts(($0["tree"] as? [String: Any])?["root"]).first { Int($0) != nil } }
        #expect(counts == ["1", "2"])
    }
}
