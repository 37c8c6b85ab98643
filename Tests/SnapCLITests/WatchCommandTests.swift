import Foundation
import Render
import Synchronization
import Testing

/// `snap watch`: renders, then renders again after each save and says what changed. Driven by
/// writing the file once snap says it is watching; `--changes 2` ends it after two saves, and
/// every wait is bounded.
struct WatchCommandTests {
    let files = SnapFileTests()

    static func source(_ color: String) -> String {
        """
        import SwiftUI

        #Preview("Top", traits: .sizeThatFitsLayout) { Color.\(color).frame(width: 20, height: 10) }
        #Preview("Bottom", traits: .sizeThatFitsLayout) { Color.blue.frame(width: 20, height: 10) }
        """
    }

    /// A running `snap` whose stdout is read as it comes.
    final class Running: Sendable {
        let process = Process()
        private let output = Mutex("")

        init(_ arguments: [String], in directory: URL) throws {
            process.executableURL = SnapCLITests.executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                self?.output.withLock { $0 += text }
            }
            try process.run()
        }

        var text: String { output.withLock { $0 } }

        /// Waits until stdout contains `line`, at most `seconds`.
        func wait(for line: String, seconds: Double = 180) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if text.contains(line) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
    }

    @Test func rendersAgainAfterEachSaveAndSaysWhatChanged() throws {
        try files.write("Card.swift", Self.source("red"))
        let watch = try Running(["watch", "Card.swift", "--changes", "2", "--interval", "0.05"], in: files.directory)
        defer { if watch.process.isRunning { watch.process.terminate() } }
        try #require(watch.wait(for: "watching Card.swift"), "\(watch.text)")
        #expect(watch.text.contains("Card.swift: 2 previews rendered to"))

        // A save that does not compile is reported, and the watch goes on.
        try files.write("Card.swift", Self.source("red") + "\nlet broken: Int = \"x\"\n")
        try #require(watch.wait(for: "Card.swift: not rendered"), "\(watch.text)")

        // The fix renders: the top preview's 40x20 pixels all change colour, the bottom one does not.
        try files.write("Card.swift", Self.source("green"))
        try #require(watch.wait(for: "Card.swift changed"), "\(watch.text)")
        let deadline = Date().addingTimeInterval(30)
        while watch.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!watch.process.isRunning)
        #expect(watch.process.terminationStatus == 0)
        #expect(watch.text.contains("  Card-Top: 800 pixels differ"), "\(watch.text)")
        #expect(watch.text.contains("  Card-Bottom: unchanged"), "\(watch.text)")
        let top = try PNG.decode(Data(contentsOf: files.directory.appendingPathComponent("out/Card-Top@2x_0.png")))
        #expect(top[10, 10] == Pixel(r: 52, g: 199, b: 89, a: 255))
        // Only the previews' files are left in --out: the staging folder is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: files.directory.appendingPathComponent("out").path).sorted()
                == ["Card-Bottom@2x_0.png", "Card-Top@2x_0.png"])
    }

    /// `--json`: one object a line, for an editor: the first render, the start of watching, a
    /// save that does not compile with the compiler's diagnostic, and the fix with what changed.
    @Test func jsonLinesForEditors() throws {
        try files.write("Card.swift", Self.source("red"))
        let watch = try Running(["watch", "Card.swift", "--json", "--changes", "2", "--interval", "0.05"], in: files.directory)
        defer { if watch.process.isRunning { watch.process.terminate() } }
        try #require(watch.wait(for: "\"event\":\"watching\""), "\(watch.text)")
        try files.write("Card.swift", Self.source("red") + "\nlet broken: Int = \"x\"\n")
        try #require(watch.wait(for: "\"event\":\"failed\""), "\(watch.text)")
        try files.write("Card.swift", Self.source("green"))
        let deadline = Date().addingTimeInterval(180)
        while watch.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(watch.process.terminationStatus == 0)

        let events = try watch.text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        #expect(events.map { $0["event"] as? String } == ["rendered", "watching", "failed", "rendered"])
        let card = files.directory.appendingPathComponent("Card.swift").path, out = files.directory.appendingPathComponent("out").path
        #expect(events.allSatisfy { $0["file"] as? String == card })
        #expect(events[0]["changed"] == nil)
        let first = try #require(events[0]["previews"] as? [[String: Any]])
        #expect(first.map { $0["name"] as? String } == ["Card-Bottom", "Card-Top"])
        #expect(first.map { $0["change"] as? String } == ["new", "new"])
        #expect(first[1]["images"] as? [String] == [out + "/Card-Top@2x_0.png"])
        #expect(events[1]["files"] as? [String] == [card])

        #expect(events[2]["changed"] as? String == card)
        #expect(events[2]["error"] as? String == "Card.swift did not compile")
        let diagnostic = try #require((events[2]["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["file"] as? String == card)
        #expect(diagnostic["line"] as? Int == 5)
        #expect(diagnostic["column"] as? Int == 19)
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["message"] as? String == "cannot convert value of type 'String' to specified type 'Int'")

        let last = try #require(events[3]["previews"] as? [[String: Any]])
        #expect(last.map { $0["change"] as? String } == ["unchanged", "changed"])
        #expect(last[1]["pixels"] as? Int == 800)
        #expect(last[1]["changedFrames"] as? Int == 1)
        #expect((events[3]["seconds"] as? Double).map { $0 > 0 } == true)
    }
}
