import Foundation
import Testing
import TestSupport

/// The same input gives the same bytes whatever the machine's locale, time zone and font
/// folders: text is drawn from the font files' contents (unhinted outlines filled by this
/// package's rasterizer), dates come from the virtual clock in UTC, and nothing reads the
/// machine's locale. Rendered twice: as the machine is set up, and with `LANG`/`LC_ALL` German,
/// `TZ` Chatham (UTC+13:45) and fontconfig reading the same font files through other folders
/// (links) with a cache of its own.
struct MachineIndependenceTests {
    let temporary = TemporaryDirectory("snap-machine")
    var directory: URL { temporary.url }

    /// Scenes with text in every script the engine falls back to, symbols, controls and dates.
    static let scenes = ["type", "bidi", "symbols", "settings", "date-pickers"]

    func render(_ scene: String, into folder: String, environment changes: [String: String]) throws -> (png: Data, stderr: String) {
        let process = Process()
        process.executableURL = SnapCLITests.executable
        process.arguments = ["render", scene, "--scale", "2", "--quiet", "-o", folder]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment.merge(changes) { $1 }
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(scene): \(stderr)")
        return (try Data(contentsOf: directory.appendingPathComponent("\(folder)/\(scene)@2x_0.png")), stderr)
    }

    /// A fontconfig configuration whose only font folders are links to the system's.
    func linkedFontConfiguration() throws -> String {
        let fonts = directory.appendingPathComponent("linked-fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for kind in ["opentype", "truetype"] {
            try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent(kind).path,
                                                       withDestinationPath: "/usr/share/fonts/\(kind)")
        }
        let config = directory.appendingPathComponent("fonts.conf")
        try Data("""
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><dir>\(fonts.path)</dir><cachedir>\(directory.appendingPathComponent("fc-cache").path)</cachedir></fontconfig>
        """.utf8).write(to: config)
        return config.path
    }

    @Test func localeTimeZoneAndFontFoldersLeaveTheBytesAlone() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let elsewhere = ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Pacific/Chatham",
                         "FONTCONFIG_FILE": try linkedFontConfiguration()]
        for scene in Self.scenes {
            let here = try render(scene, into: "here", environment: [:])
            let there = try render(scene, into: "there", environment: elsewhere)
            #expect(here.png == there.png, "\(scene) differs between machines set up differently")
            // The same warnings (the symbols scene names an unknown symbol on purpose), none about fonts.
            #expect(here.stderr == there.stderr)
            #expect(!there.stderr.contains("font"), "\(scene): \(there.stderr)")
        }
    }
}
