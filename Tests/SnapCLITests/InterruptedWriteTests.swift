import Foundation
import Testing

/// Issue 17, item 9: SIGTERM while a run's files are being written leaves nothing behind, as a
/// failure does: no hidden temporary file and no folder the run made.
struct InterruptedWriteTests {
    @Test func terminatedWhileWritingLeavesNothing() throws {
        let cli = SnapCLITests()
        try FileManager.default.createDirectory(at: cli.directory, withIntermediateDirectories: true)
        let out = cli.directory.appendingPathComponent("out")
        let process = Process()
        process.executableURL = SnapCLITests.executable
        process.arguments = ["render", "list", "--sweep", "0:60:1", "--scale", "3", "-o", out.path, "--quiet"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Rendering comes first and writes nothing; the first staged file marks the write phase.
        var staging = false
        while process.isRunning, !staging {
            staging = ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).contains { $0.hasSuffix(".tmp") }
            if staging { process.terminate() } else { usleep(500) }
        }
        process.waitUntilExit()
        #expect(staging, "the run ended before its files were staged")
        #expect(process.terminationStatus == 143)
        #expect(!FileManager.default.fileExists(atPath: out.path), "\((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [])")
    }
}
