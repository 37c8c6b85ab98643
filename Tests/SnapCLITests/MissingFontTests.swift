import Foundation
import Testing
import TestSupport

/// A `snap` whose fonts are not beside it (copied alone, its resources deleted) says so and draws
/// with what fontconfig finds, never crashing: without Inter, fontconfig's sans-serif; with no
/// font at all, no text.
struct MissingFontTests {
    let temporary = TemporaryDirectory("snap-fonts")
    var directory: URL { temporary.url }

    /// `snap` alone in a folder of its own, without `LayoutDSL_Render.resources`: a hard link,
    /// which `/proc/self/maps` names by the link's own path (a copy where links cannot be made).
    func loneSnap() throws -> URL {
        let folder = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lone = folder.appendingPathComponent("snap")
        if !FileManager.default.fileExists(atPath: lone.path) {
            do { try FileManager.default.linkItem(at: SnapCLITests.executable, to: lone) } catch {
                try FileManager.default.copyItem(at: SnapCLITests.executable, to: lone)
            }
        }
        return lone
    }

    /// Runs the lone snap with fontconfig configured to see only the fonts in `fontDirectory`.
    func render(fontDirectory: String) throws -> (status: Int32, stderr: String) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("fonts-\(UUID().uuidString).conf")
        try Data("""
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><dir>\(fontDirectory)</dir></fontconfig>
        """.utf8).write(to: config)
        let process = Process()
        process.executableURL = try loneSnap()
        process.arguments = ["render", "scroll-status", "--scale", "1", "--quiet"]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = config.path
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A folder with one font file that is not Inter.
    func dejaVuOnly() throws -> String {
        let folder = directory.appendingPathComponent("dejavu")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let resources = SnapCLITests.executable.deletingLastPathComponent().appendingPathComponent("LayoutDSL_Render.resources/Fonts")
        let serif = folder.appendingPathComponent("DejaVuSerif.ttf")
        if !FileManager.default.fileExists(atPath: serif.path) {
            try FileManager.default.copyItem(at: resources.appendingPathComponent("DejaVu/DejaVuSerif.ttf"), to: serif)
        }
        return folder.path
    }

    @Test func withoutItsFontsSnapSaysSoAndUsesAnotherFont() throws {
        let result = try render(fontDirectory: try dejaVuOnly())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: the package's fonts (LayoutDSL_Render.resources/Fonts) are not beside "
                                       + directory.appendingPathComponent("bin/snap").path))
        #expect(result.stderr.contains("warning: the system font Inter is not installed"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/scroll-status@1x_0.png").path))
    }

    @Test func withoutAnyFontTextIsNotDrawn() throws {
        let empty = directory.appendingPathComponent("no-fonts")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = try render(fontDirectory: empty.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: no font is installed"))
    }
}
