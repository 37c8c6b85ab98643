import Foundation
import Testing
import TestSupport

/// Fonts missing from the machine are a warning, never a crash: without Inter, text uses
/// fontconfig's sans-serif; with no font at all, text is not drawn.
struct MissingFontTests {
    let temporary = TemporaryDirectory("snap-fonts")
    var directory: URL { temporary.url }

    /// Runs snap with fontconfig configured to see only the fonts in `fontDirectory`.
    func render(fontDirectory: String) throws -> (status: Int32, stderr: String) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("fonts-\(UUID().uuidString).conf")
        try Data("""
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><dir>\(fontDirectory)</dir></fontconfig>
        """.utf8).write(to: config)
        let process = Process()
        process.executableURL = SnapCLITests.executable
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

    @Test func withoutInterTextUsesAnotherFont() throws {
        let result = try render(fontDirectory: "/usr/share/fonts/truetype/dejavu")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: the system font Inter is not installed (Debian package fonts-inter"))
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
