import Foundation
import Testing
import TestSupport

/// The same input gives the same bytes whatever the machine's locale, time zone and font
/// folders: text is drawn from the font files' contents (unhinted outlines filled by this
/// package's rasterizer), dates come from the virtual clock in UTC, and nothing reads the
/// machine's locale. Rendered twice: as the machine is set up, and with `LANG`/`LC_ALL` German,
/// `TZ` Chatham (UTC+13:45) and fontconfig reading the same font files through other folders
/// (links) with a cache of its own; and with fontconfig finding no font, another locale and time
/// zone, on one core.
struct MachineIndependenceTests {
    let temporary = TemporaryDirectory("snap-machine")
    var directory: URL { temporary.url }

    /// Scenes with text in every script the engine falls back to, symbols, controls and dates.
    static let scenes = ["type", "bidi", "symbols", "settings", "date-pickers"]

    func render(_ scene: String, into folder: String, environment changes: [String: String]) throws -> (png: Data, stderr: String) {
        let stderr = try snap(["render", scene, "--scale", "2", "--quiet", "-o", folder], environment: changes)
        return (try Data(contentsOf: directory.appendingPathComponent("\(folder)/\(scene)@2x_0.png")), stderr)
    }

    /// Runs snap in the test's folder with `changes` to the environment, on the first core alone
    /// with `oneCore` (`taskset -c 0`, where util-linux's taskset is installed); its standard error.
    func snap(_ arguments: [String], environment changes: [String: String], oneCore: Bool = false) throws -> String {
        let process = Process()
        if oneCore, FileManager.default.isExecutableFile(atPath: Self.taskset) {
            process.executableURL = URL(fileURLWithPath: Self.taskset)
            process.arguments = ["-c", "0", SnapCLITests.executable.path] + arguments
        } else {
            process.executableURL = SnapCLITests.executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment.merge(changes) { $1 }
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "snap \(arguments.joined(separator: " ")): \(stderr)")
        return stderr
    }

    static let taskset = "/usr/bin/taskset"

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

    /// Latin, Arabic and Hebrew screens with symbols, emoji, Chinese and images (the fixture
    /// catalog's HEIF photo, JPEG with a Display P3 profile and SVG), written as an app writes
    /// them. Every face they draw with ships with the package or is opened from its package's file
    /// (`SystemFonts`), so fontconfig finding no font at all changes no byte.
    static let scripts = """
    import SwiftUI

    struct Greeting: View {
        let title: String, subtitle: String, action: String
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Label(title, systemImage: "globe").font(.title2.bold())
                Text(subtitle).font(.body.italic()).foregroundStyle(.secondary)
                HStack {
                    Image(systemName: "bell.fill").foregroundStyle(.orange)
                    Text(action).font(.system(.callout, design: .monospaced))
                    Spacer()
                    Image(systemName: "chevron.right")
                }
                .padding().background(.blue.opacity(0.15), in: .rect(cornerRadius: 12))
                Text("\\(42.5, specifier: "%.1f") · 1234567890").font(.system(size: 13, weight: .semibold, design: .serif))
                HStack {
                    Image("Harbor").resizable().frame(width: 32, height: 16)
                    Image("Poppy").resizable().frame(width: 16, height: 16)
                    Image("Leaf").resizable().frame(width: 16, height: 16)
                    Text("👋 你好 🧗‍♀️")
                }
            }
            .padding()
        }
    }

    #Preview("Latin") { Greeting(title: "Welcome back", subtitle: "Your order is on its way", action: "Track order") }
    #Preview("Arabic") {
        Greeting(title: "مرحبا بعودتك", subtitle: "طلبك في الطريق إليك", action: "تتبع الطلب")
            .environment(\\.layoutDirection, .rightToLeft)
    }
    #Preview("Hebrew") {
        Greeting(title: "ברוך שובך", subtitle: "ההזמנה שלך בדרך", action: "מעקב אחר ההזמנה")
            .environment(\\.layoutDirection, .rightToLeft)
    }
    """

    /// A machine set up otherwise in every way the issue of identical pixels names, at once:
    /// fontconfig with an empty configuration, another locale (Turkish collation and case rules
    /// over a Russian `LANG`), a time zone at UTC+14 and one core, against a normal run.
    @Test func noFontconfigLocaleTimeZoneAndOneCoreLeaveTheBytesAlone() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(Self.scripts.utf8).write(to: directory.appendingPathComponent("Greeting.swift"))
        let config = directory.appendingPathComponent("no-fonts.conf")
        try Data("<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".utf8).write(to: config)
        let render = ["render", "Greeting.swift", "--assets", AssetCatalogCLITests.fixture.path, "--quiet", "-o"]
        let here = try snap(render + ["here"], environment: [:])
        let elsewhere = ["FONTCONFIG_FILE": config.path, "LANG": "ru_RU.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Pacific/Kiritimati"]
        let there = try snap(render + ["there"], environment: elsewhere, oneCore: true)
        #expect(here == there)
        #expect(!there.contains("font"), "\(there)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("here").path).sorted()
        #expect(names == ["Greeting-Arabic@2x_0.png", "Greeting-Hebrew@2x_0.png", "Greeting-Latin@2x_0.png"])
        for name in names {
            let ours = try Data(contentsOf: directory.appendingPathComponent("here/" + name))
            let theirs = try Data(contentsOf: directory.appendingPathComponent("there/" + name))
            #expect(ours == theirs, "\(name) differs without fontconfig, in another locale and time zone, on one core")
        }
    }
}
