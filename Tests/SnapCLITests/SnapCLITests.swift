import Foundation
import Render
import Testing
import TestSupport

/// Runs `snap` as a user would and checks its files, output and exit codes.
struct SnapCLITests {
    struct Result { let status: Int32; let stdout: String; let stderr: String }

    /// The `snap` built next to this test bundle.
    static let executable: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("snap").path), directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("snap")
    }()

    let temporary = TemporaryDirectory("snap-cli")
    var directory: URL { temporary.url }

    @discardableResult
    func snap(_ arguments: String...) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = try { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true); return directory }()
        let out = Pipe(), err = Pipe()
        process.standardOutput = out; process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile(), errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    func files(_ folder: String = "out") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []).sorted()
    }

    func png(_ path: String) throws -> Canvas {
        try PNG.decode(Data(contentsOf: directory.appendingPathComponent(path)))
    }

    @Test func listsScenes() throws {
        let result = try snap("list")
        #expect(result.status == 0)
        for name in ["collapsing-header", "frame-tracking", "horizontal-list", "scroll-status", "pull-to-refresh", "primitives"] {
            #expect(result.stdout.contains(name))
        }
    }

    @Test func rendersOneFrame() throws {
        let result = try snap("render", "frame-tracking", "--scale", "1")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files() == ["frame-tracking@1x_0.png"])
        let image = try png("out/frame-tracking@1x_0.png")
        #expect(image.width == 390 && image.height == 600)
        #expect(result.stderr.contains("snap: rendered 1 frame"))
    }

    /// Negative offsets in both spellings; names carry the offsets, and the frame number first when there are several.
    @Test func negativeOffsets() throws {
        #expect(try snap("render", "collapsing-header", "--scale", "1", "--offsets=-50,0,50").status == 0)
        #expect(try snap("render", "collapsing-header", "--scale", "1", "--offset", "-40").status == 0)
        #expect(try snap("render", "collapsing-header", "--scale", "1", "--offsets", "-20,20").status == 0)
        #expect(files() == ["collapsing-header@1x_-40.png",
                            "collapsing-header@1x_000_-20.png", "collapsing-header@1x_000_-50.png", "collapsing-header@1x_001_0.png",
                            "collapsing-header@1x_001_20.png", "collapsing-header@1x_002_50.png"])
    }

    @Test func deviceScaleAndScheme() throws {
        #expect(try snap("render", "scroll-status", "--device", "iphone-se", "--color-scheme", "dark", "--quiet").status == 0)
        let image = try png("out/scroll-status@2x_0.png")
        #expect(image.width == 750 && image.height == 1334)
        // The header's background (systemGray5) runs up under the status bar, as a background
        // colour does on iOS, in its dark value.
        #expect(image[10, 5] == Pixel(r: 44, g: 44, b: 46, a: 255))
    }

    @Test func sweepWithJSONAndContactSheet() throws {
        let result = try snap("render", "pull-to-refresh", "--scale", "1", "--sweep", "0:-120:-40", "--layout-json", "frames.json",
                              "--contact-sheet", "sheet.png")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files().count == 4)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("frames.json"))) as! [String: Any]
        let frames = json["frames"] as! [[String: Any]]
        let ys: [Double] = frames.map { ($0["offset"] as! [String: Double])["y"]! }
        #expect(ys == [0, -40, -80, -120])
        let times: [Double] = frames.map { $0["time"] as! Double }
        let expectedTimes: [Double] = (0..<4).map { Double($0) / 60 }
        #expect(times == expectedTimes)
        let tree = frames[0]["tree"] as! [String: Any]
        #expect((tree["root"] as! [String: Any])["frame"] != nil)
        let sheet = try png("sheet.png")
        #expect(sheet.width > 4 * 390)
    }

    @Test func dragSequence() throws {
        let result = try snap("render", "horizontal-list", "--scale", "1", "--drag", "300,120:100,120:0.2", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files().count > 12)
        #expect(files().first == "horizontal-list@1x_000_f000.png")
    }

    @Test func outputIsByteIdenticalAcrossRuns() throws {
        #expect(try snap("render", "primitives", "-o", "a", "--quiet").status == 0)
        #expect(try snap("render", "primitives", "-o", "b", "--quiet").status == 0)
        let a = try Data(contentsOf: directory.appendingPathComponent("a/primitives@2x_0.png"))
        let b = try Data(contentsOf: directory.appendingPathComponent("b/primitives@2x_0.png"))
        #expect(a == b)
    }

    func snapArgs(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out; process.standardError = err
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        _ = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: "", stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Help and usage errors are ArgumentParser's: help exits 0, an unknown option 64.
    @Test func helpAndUsage() throws {
        for arguments in [["--help"], ["render", "--help"], ["help", "render"]] {
            let help = try snapArgs(arguments)
            #expect(help.status == 0, "\(arguments): \(help.stderr)")
            #expect(!help.stderr.contains("snap: error"))
        }
        let unknown = try snapArgs(["render", "primitives", "--bogus"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Unknown option '--bogus'"))
    }

    @Test func diffCommand() throws {
        #expect(try snap("render", "collapsing-header", "--scale", "1", "--offsets=0,50", "--quiet").status == 0)
        let same = try snap("diff", "out/collapsing-header@1x_000_0.png", "out/collapsing-header@1x_000_0.png")
        #expect(same.status == 0)
        #expect(same.stdout.contains("0 of 234000 pixels differ"))
        let different = try snap("diff", "out/collapsing-header@1x_000_0.png", "out/collapsing-header@1x_001_50.png", "--diff", "diff.png")
        #expect(different.status == 1)
        #expect(try png("diff.png").width == 390)
    }
}

/// `snap render file.swift`: previews compiled against the library, cached by content.
struct SnapFileTests {
    let temporary = TemporaryDirectory("snap-file")
    var directory: URL { temporary.url }
    /// The compile cache the runs share with other tests' (`ScreensTests`), else their own.
    var cache: URL?

    /// The environment of a `snap` a test runs: this process's, with its compile cache in `cache`
    /// and without the record mode the test run was given (`scripts/test.sh` sets
    /// `SNAPSHOT_TESTING_RECORD=never` for the project's own references), which would otherwise
    /// reach the `snap test` runs these tests make and keep them from recording.
    static func environment(cache: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        environment["SNAPSHOT_TESTING_RECORD"] = nil
        return environment
    }

    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> SnapCLITests.Result {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = SnapCLITests.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = Self.environment(cache: cache ?? directory.appendingPathComponent("cache")).merging(extra) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out; process.standardError = err
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return SnapCLITests.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                                   stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The PNGs `snap render` wrote into `folder` of this test's directory, decoded, by file name.
    func images(in folder: String = "out") throws -> [String: Canvas] {
        let out = directory.appendingPathComponent(folder)
        var images: [String: Canvas] = [:]
        for png in (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [] where png.hasSuffix(".png") {
            images[png] = try PNG.decode(Data(contentsOf: out.appendingPathComponent(png)))
        }
        return images
    }

    func write(_ name: String, _ source: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: directory.appendingPathComponent(name))
    }

    /// A Swift package of one library product and target, `name`, whose public view `view` shows
    /// `text`: the remote or local package the module tests resolve (merge the app's files into it).
    static func libraryPackage(_ name: String, view: String, text: String) -> [String: String] {
        [
            "\(name)/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])],
                                  targets: [.target(name: "\(name)")])
            """,
            "\(name)/Sources/\(name)/\(view).swift": """
            import SwiftUI

            public struct \(view): View {
                public init() {}
                public var body: some View { Text("\(text)") }
            }
            """,
        ]
    }

    /// Files by their paths in the folder, with the folders they need.
    func write(_ files: [String: String]) throws {
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    static let card = """
    import SwiftUI

    struct Badge: View {
        var body: some View {
            Text("New").font(.caption.bold()).foregroundColor(.white)
                .padding(.horizontal, 8).padding(.vertical, 4)
                .background(Capsule().fill(Color.red))
        }
    }

    struct Badge_Previews: PreviewProvider {
        static var previews: some View {
            Badge().previewLayout(.fixed(width: 100, height: 40)).previewDisplayName("Red badge")
        }
    }
    """

    @Test func rendersPreviewsOfAFileThatImportsSwiftUI() throws {
        try write("Badge.swift", Self.card)
        let first = try run(["render", "Badge.swift", "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let image = try PNG.decode(Data(contentsOf: directory.appendingPathComponent("out/Badge-Red-badge@2x_0.png")))
        #expect(image.width == 200 && image.height == 80)
        // The badge is drawn in red beside its white text (34 pt: past the capsule's end, before the text).
        #expect(image[68, 40].r > 200 && image[68, 40].g < 120)
        // A second render reuses the compiled program: one unit in the cache, its program untouched.
        let cache = directory.appendingPathComponent("cache/snap/modules")
        let units = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(units.count == 1)
        let program = cache.appendingPathComponent(units[0]).appendingPathComponent("bundle/preview")
        let built = try FileManager.default.attributesOfItem(atPath: program.path)[.modificationDate] as? Date
        #expect(try run(["render", "Badge.swift", "--quiet", "-o", "again"]).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: program.path)[.modificationDate] as? Date == built)
        // Editing the file compiles it again, incrementally in the same unit, and not the library.
        try write("Badge.swift", Self.card.replacingOccurrences(of: "Color.red", with: "Color.blue"))
        #expect(try run(["render", "Badge.swift", "--quiet", "-o", "edited"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == units)
        #expect(try FileManager.default.attributesOfItem(atPath: program.path)[.modificationDate] as? Date != built)
        let edited = try PNG.decode(Data(contentsOf: directory.appendingPathComponent("edited/Badge-Red-badge@2x_0.png")))
        #expect(edited[68, 40].b > 200 && edited[68, 40].r < 120)
    }

    /// A file importing both SwiftUI and Combine compiles (one `ObservableObject`, one
    /// `Published`), and `--duration` renders a timer-driven view frame by frame on the virtual
    /// clock, the same bytes on every run.
    @Test func timerDrivenFileOverDuration() throws {
        try write("Ticker.swift", """
        import SwiftUI
        import Combine

        final class TickModel: ObservableObject {
            @Published var ticks = 0
            private var subscription: AnyCancellable?
            init() {
                subscription = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
                    .sink { [weak self] _ in self?.ticks += 1 }
            }
        }

        struct Ticker: View {
            @StateObject private var model = TickModel()
            var body: some View {
                Color.red.frame(width: CGFloat(model.ticks * 10), height: 20)
                    .frame(width: 100, height: 20, alignment: .leading)
            }
        }

        struct Ticker_Previews: PreviewProvider {
            static var previews: some View { Ticker().previewLayout(.sizeThatFits) }
        }
        """)
        let first = try run(["render", "Ticker.swift", "--duration", "0.5", "--fps", "10", "--quiet", "--scale", "1"])
        #expect(first.status == 0, "\(first.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path).sorted()
        #expect(names.count == 6)
        // Frame i at i/10 s shows i ticks: the red bar is 10·i points long.
        for (index, name) in names.enumerated() {
            let image = try PNG.decode(Data(contentsOf: directory.appendingPathComponent("out/\(name)")))
            let red = (0..<image.width).filter { image[$0, 10].r > 200 && image[$0, 10].g < 100 }.count
            #expect(red == index * 10, "\(name)")
        }
        #expect(try run(["render", "Ticker.swift", "--duration", "0.5", "--fps", "10", "--quiet", "--scale", "1", "-o", "again"]).status == 0)
        for name in names {
            let a = try Data(contentsOf: directory.appendingPathComponent("out/\(name)"))
            let b = try Data(contentsOf: directory.appendingPathComponent("again/\(name)"))
            #expect(a == b)
        }
    }

    @Test func compileErrorsShowLocations() throws {
        try write("Broken.swift", """
        import SwiftUI
        struct Broken: View { var body: some View { Text(undefinedName) } }
        struct Broken_Previews: PreviewProvider { static var previews: some View { Broken() } }
        """)
        let result = try run(["render", "Broken.swift"])
        #expect(result.status == 9)
        #expect(result.stderr.contains("Broken.swift:2:50: error: cannot find 'undefinedName' in scope"))
        #expect(result.stderr.hasSuffix("snap: error: Broken.swift did not compile\n"))
    }

    /// A preview that traps: snap names it and the runtime's reason in one line, exits 13, and
    /// writes nothing, instead of a backtrace and the signal's number as its exit code.
    @Test func trappingPreviewSaysWhichAndWhy() throws {
        try write("Traps.swift", """
        import SwiftUI
        final class Model: ObservableObject { @Published var count = 1 }
        struct Counter: View {
            @EnvironmentObject var model: Model
            var body: some View { Text("\\(model.count)") }
        }
        struct Row: View {
            let items: [Int]
            var body: some View { Text("\\(items[3])") }
        }
        struct Fine_Previews: PreviewProvider { static var previews: some View { Color.red.frame(width: 10, height: 10) } }
        struct Counter_Previews: PreviewProvider { static var previews: some View { Counter().previewDisplayName("No model") } }
        struct Row_Previews: PreviewProvider { static var previews: some View { Row(items: [1]) } }
        """)
        let missingObject = try run(["render", "Traps.swift"])
        #expect(missingObject.status == 13, "\(missingObject.stderr)")
        #expect(missingObject.stderr == "snap: error: preview 'Counter_Previews (No model)' crashed: No ObservableObject of type Model found. A View.environmentObject(_:) for Model may be missing as an ancestor of this view.\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/Traps-Fine_Previews@2x_0.png").path))
        // Out of range: the trap that used to exit 4, the code of bad offsets.
        try write("Traps.swift", (try String(contentsOf: directory.appendingPathComponent("Traps.swift"), encoding: .utf8))
            .replacingOccurrences(of: "Counter().previewDisplayName(\"No model\")", with: "Counter().environmentObject(Model())"))
        let outOfRange = try run(["render", "Traps.swift"])
        #expect(outOfRange.status == 13, "\(outOfRange.stderr)")
        #expect(outOfRange.stderr == "snap: error: preview 'Row_Previews' crashed: Index out of range\n")
        // A segmentation fault: the signal that used to exit 11, the code of an unsettled update loop.
        try write("Traps.swift", """
        import SwiftUI
        struct Faults: View {
            var body: some View {
                UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
                return Color.red
            }
        }
        struct Faults_Previews: PreviewProvider { static var previews: some View { Faults() } }
        """)
        let segfault = try run(["render", "Traps.swift"])
        #expect(segfault.status == 13, "\(segfault.stderr)")
        #expect(segfault.stderr == "snap: error: preview 'Faults_Previews' crashed: segmentation fault\n")
    }

    @Test func fileWithoutPreviews() throws {
        try write("Plain.swift", "import SwiftUI\nstruct Plain: View { var body: some View { Color.red } }\n")
        let result = try run(["render", "Plain.swift"])
        #expect(result.status == 8)
        #expect(result.stderr.contains("declares no PreviewProvider"))
        let missing = try run(["render", "Missing.swift"])
        #expect(missing.status == 7)
    }
}

/// `snap render <scene>` draws the same pixels as the snapshot tests' references, in the
/// compatibility design they were recorded in (their suites' `.snapshotDesign(.compatibility)`).
struct SnapMatchesReferencesTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/__Snapshots__")

    @Test(arguments: [
        (["collapsing-header", "--offset", "50"], "collapsing-header@1x_50.png", "CollapsingHeaderTests/headerAtOffset-offset.offset-50.png"),
        (["collapsing-header", "--offset", "-60"], "collapsing-header@1x_-60.png", "CollapsingHeaderTests/headerAtOffset-offset.offset-neg60.png"),
        (["pull-to-refresh", "--sweep", "0:-120:-10"], "pull-to-refresh@1x_009_-90.png", "PullToRefreshTests/pullSequence.frame09-offset-neg90.png"),
        (["frame-tracking", "--offsets", "0,100"], "frame-tracking@1x_001_100.png", "OtherSeedTests/frameTracking.frame01-offset-100.png"),
    ] as [([String], String, String)])
    func sameImages(arguments: [String], output: String, reference: String) throws {
        let cli = SnapCLITests()
        let result = try cli.snapArgs(["render"] + arguments + ["--scale", "1", "--quiet", "--design", "compatibility"])
        #expect(result.status == 0, "\(result.stderr)")
        let rendered = try PNG.decode(Data(contentsOf: cli.directory.appendingPathComponent("out/\(output)")))
        let expected = try PNG.decode(Data(contentsOf: Self.references.appendingPathComponent(reference)))
        #expect(rendered == expected)
    }
}
