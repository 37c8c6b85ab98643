import Foundation
import LayoutDSL
import LayoutSnapshotTesting
import Render
import SnapshotTesting
import Testing
import TestSupport

/// The image strategy's behaviour, driven through `verifySnapshot` (which returns the failure
/// message instead of failing) into a fresh directory per test. Record modes are given
/// explicitly: CI runs with `SNAPSHOT_TESTING_RECORD=never`, which an explicit mode overrides.
struct StrategyTests {
    let temporary = TemporaryDirectory("strategy")
    var directory: URL { temporary.url }

    /// A white 20x10 canvas with one pixel that can change colour.
    struct Dot: View {
        var color: Color = .black
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white
                color.frame(width: 1, height: 1).offset(x: 5, y: 3)
            }
        }
    }

    /// Reports to a run of its own: these failures are meant, not the run's.
    func verify(_ view: Dot, precision: Float = 1, perceptualPrecision: Float = 1,
                record: SnapshotTestingConfiguration.Record = .missing, name: String = "dot") -> String? {
        SnapshotRun.$current.withValue(SnapshotRun(id: "strategy", root: directory.appendingPathComponent("artifacts"))) {
            verifySnapshot(of: view, as: .image(size: CGSize(width: 20, height: 10), scale: 1, precision: precision,
                                               perceptualPrecision: perceptualPrecision),
                           named: name, record: record, snapshotDirectory: directory.path, testName: "dot")
        }
    }

    var reference: URL { directory.appendingPathComponent("dot.dot.png") }

    @Test func recordsWhenMissingThenPasses() throws {
        let first = try #require(verify(Dot()))
        #expect(first.contains("No reference was found on disk"))
        #expect(FileManager.default.fileExists(atPath: reference.path))
        #expect(verify(Dot()) == nil)
        // The recorded file is our PNG: decodes to the rendered pixels.
        let canvas = try PNG.decode(Data(contentsOf: reference))
        #expect(canvas.width == 20 && canvas[5, 3] == Pixel(r: 0, g: 0, b: 0, a: 255) && canvas[6, 3] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func onePixelChangeFailsWithNumbersAndArtifacts() throws {
        _ = verify(Dot())
        let message = try #require(verify(Dot(color: .red)))
        #expect(message.contains("1 of 200 pixels differ (0.50%)"))
        #expect(message.contains("changed region: x 5...5, y 3...3 (1x1 px)"))
        // The reference, actual and diff images and the report exist where the message says.
        let urls = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("file://") || $0.hasPrefix("Report: ") }
            .map { URL(string: String($0.replacingOccurrences(of: "Report: ", with: "")))! }
        try #require(urls.count == 4)
        for url in urls { #expect(FileManager.default.fileExists(atPath: url.path), "\(url.path)") }
        let diff = try PNG.decode(Data(contentsOf: urls[2]))
        #expect(diff[5, 3] == Pixel(r: 255, g: 0, b: 255, a: 255))
        #expect(diff[0, 0] != Pixel(r: 255, g: 0, b: 255, a: 255))
    }

    /// A reference records the fonts that drew it; when one made with another revision of Inter
    /// fails here, the message says so before the pixel counts.
    @Test func aReferenceFromOtherFontsSaysSo() throws {
        func label(_ text: String) -> String? {
            SnapshotRun.$current.withValue(SnapshotRun(id: "strategy", root: directory.appendingPathComponent("artifacts"))) {
                verifySnapshot(of: Text(text), as: .image(size: CGSize(width: 60, height: 20), scale: 1),
                               named: "label", record: .missing, snapshotDirectory: directory.path, testName: "text")
            }
        }
        _ = label("Hello")
        let url = directory.appendingPathComponent("text.label.png")
        let recorded = PNGImage(data: try Data(contentsOf: url))
        var made = try #require(recorded.provenance)
        let inter = try #require(made.fonts.firstIndex { $0.family == "Inter" && $0.style == "Regular" })
        #expect(made.fonts[inter].checksum == "030e5ef7")
        // The same text, same fonts: passes, whatever the bytes of the record.
        #expect(label("Hello") == nil)
        made.fonts[inter].revision = "4.100"
        made.fonts[inter].checksum = "0badf00d"
        let json = String(decoding: try JSONEncoder().encode(made), as: UTF8.self)
        try PNG.addingText(json, keyword: "LayoutDSL provenance", to: recorded.data).write(to: url)
        let message = try #require(label("Hellp"))
        #expect(message.contains("This machine draws with other fonts or image libraries than the reference was made with"))
        #expect(message.contains("  Inter Regular is 3.019 (Inter-Regular.otf, checksum 030e5ef7) here; "
                                 + "the reference was drawn with 4.100 (Inter-Regular.otf, checksum 0badf00d)"))
        #expect(message.contains("pixels differ"))
        #expect(message.hasSuffix("Text was read here with \(RenderLibraries.current.summary)."))
        // The report says what drew each image.
        let root = directory.appendingPathComponent("artifacts")
        let contents = try SnapshotReport.read(root)
        let failed = try #require(contents.entries.last { $0.name == "label" })
        #expect(failed.outcome == .failed)
        #expect(failed.madeWith?.fonts.contains { $0.checksum == "030e5ef7" } == true)
        #expect(failed.referenceMadeWith?.fonts.contains { $0.checksum == "0badf00d" } == true)
        #expect(failed.libraries == RenderLibraries.current)
        let page = try String(contentsOf: root.appendingPathComponent(SnapshotReport.pageName), encoding: .utf8)
        #expect(page.contains("The reference was drawn with Inter Regular 4.100 (Inter-Regular.otf, checksum 0badf00d)"))
    }

    /// Tolerances: a subtle change passes at perceptualPrecision 0.98; one pixel in 200 passes at precision 0.99.
    @Test func tolerances() throws {
        _ = verify(Dot(color: Color(white: 0.5)))
        #expect(verify(Dot(color: Color(white: 0.51))) != nil)
        #expect(verify(Dot(color: Color(white: 0.51)), perceptualPrecision: 0.98) == nil)
        #expect(verify(Dot(color: .red), precision: 0.99) == nil)
        #expect(verify(Dot(color: .red), precision: 0.999) != nil)
    }

    @Test func recordModes() throws {
        // never: a missing reference fails and nothing is written.
        let never = try #require(verify(Dot(), record: .never))
        #expect(never.contains("not recorded"))
        #expect(!FileManager.default.fileExists(atPath: reference.path))
        // all: records and fails even when matching.
        #expect(verify(Dot(), record: .all) != nil)
        #expect(verify(Dot(), record: .all)?.contains("Record mode is on") == true)
        // failed: a mismatch rewrites the reference; the next run passes.
        #expect(verify(Dot(color: .red), record: .failed) != nil)
        #expect(verify(Dot(color: .red)) == nil)
        // missing: a mismatch fails and does not rewrite.
        #expect(verify(Dot(color: .blue), record: .missing) != nil)
        #expect(verify(Dot(color: .red)) == nil)
    }

    @Test func unreadableReferencesSayWhy() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n".utf8).write(to: reference)
        #expect(verify(Dot())?.contains("Git LFS pointer") == true)
        try Data("garbage".utf8).write(to: reference)
        #expect(verify(Dot())?.contains("could not be decoded") == true)
    }

    /// The layout strategy writes the resolved tree as JSON text.
    @Test func layoutStrategy() throws {
        let message = verifySnapshot(of: Dot(), as: .layout(size: CGSize(width: 20, height: 10)), named: "tree",
                                     record: .missing, snapshotDirectory: directory.path, testName: "layout")
        #expect(message?.contains("No reference was found") == true)
        let text = try String(contentsOf: directory.appendingPathComponent("layout.tree.txt"), encoding: .utf8)
        #expect(text.contains("\"type\" : \"ZStack\""))
        #expect(verifySnapshot(of: Dot(), as: .layout(size: CGSize(width: 20, height: 10)), named: "tree",
                               record: .missing, snapshotDirectory: directory.path, testName: "layout") == nil)
    }

    /// A tree already in hand snapshots as its schema text: the same text the view strategy
    /// writes, since both are `.lines` pulled back over the encoded tree.
    @Test func treeLayoutStrategy() throws {
        let tree = try ViewHost(Dot(), canvasSize: CGSize(width: 20, height: 10), environment: .rendering()).update()
        _ = verifySnapshot(of: tree, as: .layout, named: "tree", record: .missing, snapshotDirectory: directory.path, testName: "layout")
        let text = try String(contentsOf: directory.appendingPathComponent("layout.tree.txt"), encoding: .utf8)
        #expect(text == String(decoding: try tree.jsonData(), as: UTF8.self))
        #expect(verifySnapshot(of: Dot(), as: .layout(size: CGSize(width: 20, height: 10)), named: "tree",
                               record: .never, snapshotDirectory: directory.path, testName: "layout") == nil)
    }
}
