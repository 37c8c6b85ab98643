import Foundation
import LayoutDSL
import LayoutSnapshotTesting
import Render
import SnapshotTesting
import Testing
import TestSupport

/// The report page in a real browser (headless Chromium): a report made here from real
/// failures, and the report of `Examples/SnapshotDemo` run as its users run it.
@Suite(.serialized)
struct ReportBrowserTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What the page says after loading (`data-` attributes of its body and counts), and a
    /// screenshot of its first `height` pixels.
    struct Rendered {
        let dom: String
        let screenshot: Canvas

        func attribute(_ name: String) -> Int? {
            guard let range = dom.range(of: #"\#(name)="(\d+)""#, options: .regularExpression) else { return nil }
            return Int(dom[range].split(separator: "\"")[1])
        }

        func count(_ outcome: String) -> Int? {
            guard let range = dom.range(of: #"class="count \#(outcome)" data-count="(\d+)""#, options: .regularExpression) else { return nil }
            return Int(dom[range].split(separator: "\"")[3])
        }

        func pixels(_ p: Pixel) -> Int { ReportBrowserTests.pixels(screenshot).filter { $0 == p }.count }
    }

    static func chromium(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--force-device-scale-factor=1", "--virtual-time-budget=5000"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "headless Chromium failed (install it: scripts/install-deps.sh)")
        return data
    }

    /// The page as headless Chromium shows it; `fragment` sets its address's state (`zoom=1`).
    static func open(_ page: URL, fragment: String? = nil, width: Int = 1600, height: Int = 1200) throws -> Rendered {
        let shot = page.deletingLastPathComponent().appendingPathComponent("screenshot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        let address = page.absoluteString + (fragment.map { "#" + $0 } ?? "")
        _ = try chromium(["--window-size=\(width),\(height)", "--screenshot=\(shot.path)", address])
        let dom = String(decoding: try chromium(["--dump-dom", address]), as: UTF8.self)
        return Rendered(dom: dom, screenshot: try PNG.decode(Data(contentsOf: shot)))
    }

    static func pixels(_ canvas: Canvas) -> [Pixel] {
        (0..<canvas.height).flatMap { y in (0..<canvas.width).map { x in canvas[x, y] } }
    }

    /// The most frequent strongly coloured pixel of an image, and how often it occurs.
    static func dominantColor(_ canvas: Canvas) -> (Pixel, Int) {
        var counts: [Pixel: Int] = [:]
        for p in pixels(canvas) {
            if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 100 { counts[p, default: 0] += 1 }
        }
        return counts.max { $0.value < $1.value }.map { ($0.key, $0.value) } ?? (Pixel(r: 0, g: 0, b: 0, a: 0), 0)
    }

    /// A failure made here (a blue square where the reference has a red one) shows its three
    /// images at 1:1, twice more in the wipe and onion-skin stacks, and its counts.
    @Test func reportOfARealFailureOpensWithItsImages() throws {
        let temporary = TemporaryDirectory("report"), directory = temporary.url
        let run = SnapshotRun(id: "browser", root: directory.appendingPathComponent("artifacts"))
        func verify(_ color: Color, _ name: String) -> String? {
            SnapshotRun.$current.withValue(run) {
                verifySnapshot(of: color.frame(width: 30, height: 30), as: .image(size: CGSize(width: 30, height: 30)), named: name,
                               record: .missing, snapshotDirectory: directory.appendingPathComponent("references").path, testName: "square")
            }
        }
        _ = verify(.red, "changed")
        #expect(verify(.blue, "changed") != nil)
        _ = verify(.green, "same")
        #expect(verify(.green, "same") == nil)
        let page = try Self.open(run.root.appendingPathComponent(SnapshotReport.pageName), fragment: "zoom=1")
        #expect(page.count("failed") == 1 && page.count("passed") == 1 && page.count("total") == 2)
        // reference, diff, actual, and two stacks of two: seven images, all loaded (the passed one is collapsed).
        #expect(page.attribute("data-images-loaded") == 7 && page.attribute("data-images-broken") == 0, "\(page.dom.prefix(400))")
        let red = try PNG.decode(Data(contentsOf: run.root.appendingPathComponent("ReportBrowserTests/square.changed.reference.png")))[0, 0]
        let blue = try PNG.decode(Data(contentsOf: run.root.appendingPathComponent("ReportBrowserTests/square.changed.png")))[0, 0]
        // 60x60 px each (30 pt at 2x) at 1:1: red in the reference and under both stacks, blue in
        // the actual and the onion skin's top, half of it over the wipe.
        #expect(Self.dominantColor(page.screenshot).1 >= 3600)
        #expect(page.pixels(red) >= 3600 && page.pixels(blue) >= 3600)
    }

    /// A phone-sized image (300 × 2400 px, taller than the 1200 px window) opens fitted: whole,
    /// scaled to 80 % of the window's height (960 px high, so 120 px wide), where 1:1 shows it
    /// 300 px wide and cropped. The outcome buttons and the test field keep only what matches.
    @Test func reportOpensFittedAndFilters() throws {
        let temporary = TemporaryDirectory("report-fit"), directory = temporary.url
        let run = SnapshotRun(id: "fit", root: directory.appendingPathComponent("artifacts"))
        func verify(_ view: some View, _ name: String, size: CGSize) -> String? {
            SnapshotRun.$current.withValue(run) {
                verifySnapshot(of: view, as: .image(size: size, scale: 1), named: name, record: .missing,
                               snapshotDirectory: directory.appendingPathComponent("references").path, testName: "tall")
            }
        }
        _ = verify(Color(red: 0, green: 0, blue: 1), "phone", size: CGSize(width: 300, height: 2400))   // recorded
        _ = verify(Color.red, "dot", size: CGSize(width: 4, height: 4))
        _ = verify(Color.red, "dot", size: CGSize(width: 4, height: 4))                                     // passed
        let page = run.root.appendingPathComponent(SnapshotReport.pageName)
        let blue = Pixel(r: 0, g: 0, b: 255, a: 255)
        /// The columns that have blue in them.
        func blueWidth(_ page: Rendered) -> Int {
            (0..<page.screenshot.width).filter { x in (0..<page.screenshot.height).contains { page.screenshot[x, $0] == blue } }.count
        }
        let fitted = try Self.open(page)
        #expect(fitted.dom.contains("class=\"fit\"") && blueWidth(fitted) == 120, "\(blueWidth(fitted))")
        #expect(blueWidth(try Self.open(page, fragment: "zoom=1")) == 300)
        #expect(try Self.open(page, fragment: "show=new").attribute("data-shown") == 1)
        #expect(try Self.open(page, fragment: "show=passed").attribute("data-shown") == 1)
        #expect(try Self.open(page, fragment: "show=failed").attribute("data-shown") == 0)
        #expect(try Self.open(page, fragment: "test=tall").attribute("data-shown") == 2)
        #expect(try Self.open(page, fragment: "test=nothing").attribute("data-shown") == 0)
    }

    // MARK: - Examples/SnapshotDemo

    /// `swift test` in a package, with a record mode and an artifacts folder.
    static func swiftTest(_ package: URL, record: String, artifacts: URL,
                          environment extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--package-path", package.path]
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPSHOT_TESTING_RECORD"] = record
        environment["SNAPSHOT_ARTIFACTS"] = artifacts.path
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A checkout of this repository in a folder of another name (`checkout`: its entries
    /// linked) with a copy of the demo inside, so the demo's `path: "../.."` dependency is this
    /// repository and its runs change nothing here. It lives in `.build/snapshot-demo`, where the
    /// demo's own build is kept between runs.
    static func demoCopy() throws -> URL {
        let fm = FileManager.default
        let checkout = repository.appendingPathComponent(".build/snapshot-demo/checkout")
        try fm.createDirectory(at: checkout.appendingPathComponent("Examples"), withIntermediateDirectories: true)
        for entry in try fm.contentsOfDirectory(atPath: repository.path) where !entry.hasPrefix(".") && entry != "Examples" {
            let link = checkout.appendingPathComponent(entry)
            try? fm.removeItem(at: link)
            try fm.createSymbolicLink(at: link, withDestinationURL: repository.appendingPathComponent(entry))
        }
        let demo = checkout.appendingPathComponent("Examples/SnapshotDemo")
        try fm.createDirectory(at: demo, withIntermediateDirectories: true)
        for entry in ["Package.swift", "Sources", "Tests"] {
            try? fm.removeItem(at: demo.appendingPathComponent(entry))
            try fm.copyItem(at: repository.appendingPathComponent("Examples/SnapshotDemo/\(entry)"), to: demo.appendingPathComponent(entry))
        }
        return demo
    }

    /// The demo as a user runs it: references recorded, then a clean pass, a crash, two shards
    /// merged, then a 1 pt padding change and a colour change fail its Swift Testing and XCTest
    /// tests; the failure report lists the four failures with their images, which load in
    /// Chromium at 1:1. Its view names an asset catalog colour by the symbol Xcode generates,
    /// which the AssetSymbols plugin generates on Linux.
    @Test func snapshotDemoRecordsPassesAndFails() throws {
        let demo = try Self.demoCopy()
        let work = demo.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let artifacts = work.appendingPathComponent("artifacts"), recorded = work.appendingPathComponent("recorded")
        try? FileManager.default.removeItem(at: artifacts)
        try? FileManager.default.removeItem(at: recorded)

        let record = try Self.swiftTest(demo, record: "missing", artifacts: recorded)
        #expect(record.status != 0, "recording fails each test, as swift-snapshot-testing does")
        let first = try SnapshotReport.read(recorded)
        #expect(first.entries.map(\.outcome) == Array(repeating: .recorded, count: 4), "\(record.output.suffix(3000))")
        let references = demo.appendingPathComponent("Tests/DemoViewsTests/__Snapshots__")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: references.path).filter { $0.hasSuffix(".png") }.sorted()
                == ["ProfileCardTests/card.1.png", "ProfileCardTests/screen.iPhone13Pro-dark.png",
                    "StatusBadgeTests/testBadge.1.png", "StatusBadgeTests/testBadge.fixed.png"])

        let pass = try Self.swiftTest(demo, record: "never", artifacts: artifacts)
        #expect(pass.status == 0, "\(pass.output.suffix(3000))")
        let passed = try SnapshotReport.read(artifacts)
        #expect(passed.entries.map(\.outcome) == Array(repeating: .passed, count: 4))

        // A view that traps ends its test process: the report keeps the snapshots taken before it
        // and names the one being taken as crashed.
        let crashArtifacts = work.appendingPathComponent("crashed")
        try? FileManager.default.removeItem(at: crashArtifacts)
        let crash = try Self.swiftTest(demo, record: "never", artifacts: crashArtifacts, environment: ["SNAPSHOT_DEMO_TRAP": "1"])
        #expect(crash.status != 0)
        let crashed = try SnapshotReport.read(crashArtifacts)
        let xctest = crashed.entries.filter { $0.library == "XCTest" }.map { "\($0.test) \($0.name) \($0.outcome.rawValue)" }.sorted()
        #expect(xctest == ["testBadge() 1 passed", "testBadge() fixed passed", "testTrappingView() 1 crashed"], "\(crash.output.suffix(3000))")
        let junitOfCrash = try String(contentsOf: crashArtifacts.appendingPathComponent(SnapshotReport.junitName), encoding: .utf8)
        #expect(junitOfCrash.contains("name=\"testTrappingView().1\"") && junitOfCrash.contains("<error message=\"The test process ended"))

        // Split across two CI machines (SNAPSHOT_SHARD): each shard takes its tests' snapshots and
        // none of the other's (ProfileCardTests hash to shard 2 of 2, StatusBadgeTests to 1), and
        // the shards' reports merge into one with all four.
        var shards: [URL] = [], taken: [[String]] = []
        for k in 1...2 {
            let root = work.appendingPathComponent("shard\(k)")
            try? FileManager.default.removeItem(at: root)
            let result = try Self.swiftTest(demo, record: "never", artifacts: root, environment: ["SNAPSHOT_SHARD": "\(k)/2"])
            #expect(result.status == 0, "\(result.output.suffix(3000))")
            let report = try SnapshotReport.read(root)
            #expect(report.entries.allSatisfy { $0.outcome == .passed })
            taken.append(report.entries.map { "\($0.suite) \($0.test) \($0.name)" }.sorted())
            shards.append(root)
        }
        #expect(taken == [["StatusBadgeTests testBadge() 1", "StatusBadgeTests testBadge() fixed"],
                          ["ProfileCardTests card() 1", "ProfileCardTests screen() iPhone13Pro-dark"]])
        let merged = try SnapshotReport.merge(shards, into: work.appendingPathComponent("merged"))
        #expect(merged.entries.count == 4 && merged.entries.allSatisfy { $0.outcome == .passed })

        let view = demo.appendingPathComponent("Sources/DemoViews/ProfileCard.swift")
        let source = try String(contentsOf: view, encoding: .utf8)
        try #require(source.contains(".padding(16)") && source.contains("Color.green"))
        try source.replacingOccurrences(of: ".padding(16)", with: ".padding(17)")
            .replacingOccurrences(of: "Color.green", with: "Color.mint").write(to: view, atomically: true, encoding: .utf8)
        let fail = try Self.swiftTest(demo, record: "never", artifacts: artifacts)
        #expect(fail.status != 0)
        let failed = try SnapshotReport.read(artifacts)
        #expect(failed.run != passed.run)
        #expect(failed.entries.map(\.outcome) == Array(repeating: .failed, count: 4), "\(fail.output.suffix(3000))")
        #expect(failed.entries.map { "\($0.library) \($0.suite) \($0.test) \($0.name)" }.sorted() == [
            "Swift Testing ProfileCardTests card() 1", "Swift Testing ProfileCardTests screen() iPhone13Pro-dark",
            "XCTest StatusBadgeTests testBadge() 1", "XCTest StatusBadgeTests testBadge() fixed"])
        let badge = try #require(failed.entries.first { $0.name == "fixed" })
        #expect((badge.differingPixels ?? 0) > 100 && (badge.maxDeltaE ?? 0) > 5)
        // Each image once, named after the test and the snapshot.
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: artifacts.appendingPathComponent("StatusBadgeTests").path)) == [
            "testBadge.1.png", "testBadge.1.reference.png", "testBadge.1.diff.png",
            "testBadge.fixed.png", "testBadge.fixed.reference.png", "testBadge.fixed.diff.png"])
        let junit = try String(contentsOf: artifacts.appendingPathComponent(SnapshotReport.junitName), encoding: .utf8)
        #expect(junit.contains("tests=\"4\" failures=\"4\" errors=\"0\""))

        let page = try Self.open(artifacts.appendingPathComponent(SnapshotReport.pageName), fragment: "zoom=1")
        #expect(page.count("failed") == 4 && page.count("passed") == 0 && page.count("total") == 4)
        #expect(page.attribute("data-images-loaded") == 4 * 7 && page.attribute("data-images-broken") == 0)
        // The first failure (the card) at 1:1: its circle's blue appears in the reference, the
        // actual and the two stacks.
        let card = try PNG.decode(Data(contentsOf: artifacts.appendingPathComponent("ProfileCardTests/card.1.reference.png")))
        let (blue, count) = Self.dominantColor(card)
        #expect(count > 1000 && page.pixels(blue) >= 3 * count)
        // The circle is the asset catalog's colour, named by the symbol the AssetSymbols plugin generated
        // (`ColorResource.avatarBackground`, sRGB 0.345, 0.337, 0.839).
        #expect(blue == Pixel(r: 88, g: 86, b: 214, a: 255))
    }
}
