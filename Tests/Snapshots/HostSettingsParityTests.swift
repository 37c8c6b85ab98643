import Foundation
import Gallery
import LayoutDSL
import LayoutSnapshotTesting
import Render
import Testing

/// `snap render` and a snapshot canvas host through the same `HostSettings`: the same scene with
/// the same settings (scale, scheme, design, text size, direction, locale) gives the same pixels
/// through both.
struct HostSettingsParityTests {
    /// The `snap` built beside this test bundle.
    static let snap: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("snap").path), directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("snap")
    }()

    @Test(arguments: [SystemDesign.liquidGlass, .compatibility])
    func snapRenderAndASnapshotCanvasDrawTheSamePixels(_ design: SystemDesign) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("host-parity-\(getpid())-\(design)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = Self.snap
        process.arguments = ["render", "controls", "--size", "393x560", "--scale", "1", "--color-scheme", "dark",
                             "--layout-direction", "rtl", "--dynamic-type", "xxxLarge", "--locale", "de_DE",
                             "--design", design == .liquidGlass ? "liquid-glass" : "compatibility",
                             "-o", folder.path, "--quiet"]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let rendered = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("controls@1x_0.png")))

        var canvas = SnapshotCanvas(size: CGSize(width: 393, height: 560), scale: 1, colorScheme: .dark, layoutDirection: .rightToLeft)
        canvas.design = design
        canvas.dynamicTypeSize = .xxxLarge
        canvas.locale = Locale(identifier: "de_DE")
        let drawn = try PNG.decode(canvas.png(canvas.host(ControlsScene()).still(at: .zero, target: .first).tree).data)
        #expect(rendered.width == drawn.width && rendered.height == drawn.height)
        #expect(zip(rendered.pixels, drawn.pixels).filter { $0 != $1 }.count == 0)
    }
}
