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
}
