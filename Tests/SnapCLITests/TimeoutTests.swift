import Foundation
import Testing

extension SnapFileTests {
    static let spinning = """
    import SwiftUI

    struct Spinner: View {
        var body: some View {
            var n = 0
            while n >= 0 { n = (n + 1) % 1000 }
            return Color.red
        }
    }

    struct Spinner_Previews: PreviewProvider {
        static var previews: some View { Spinner().previewDisplayName("Forever") }
    }
    """

    /// Reliability issue, item 8: a preview that never finishes is stopped at `--timeout`, snap
    /// names it and exits 18, writes nothing, and leaves no process behind.
    @Test func previewsThatNeverFinishAreStopped() throws {
        try write("Spinner.swift", Self.spinning)
        let result = try run(["render", "Spinner.swift", "--timeout", "3", "--quiet"])
        #expect(result.status == 18, "\(result.stderr)")
        #expect(result.stderr.contains("(Forever)' did not finish within 3 s"))
        let out = directory.appendingPathComponent("out")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
        // The compiled program (it lives in this test's cache folder) is no longer running.
        #expect(try !programRunning())
    }
}

extension SnapFileTests {
    private func programRunning() throws -> Bool {
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `cach[e]` matches the program's path but not this shell's own command line.
        ps.arguments = ["-c", "pgrep -f '\(directory.path)/cach[e]' || true"]
        let pipe = Pipe()
        ps.standardOutput = pipe
        try ps.run()
        ps.waitUntilExit()
        return !String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).isEmpty
    }

    /// SIGTERM sent to snap stops the preview program too: snap exits 143, says so in one line,
    /// and nothing is left running.
    @Test func terminatingSnapStopsThePreview() throws {
        try write("Spinner.swift", Self.spinning)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = SnapCLITests.executable
        process.arguments = ["render", "Spinner.swift", "--timeout", "120", "--quiet"]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait (up to a minute: it compiles first) for the compiled program to start.
        var waited = 0
        while try !programRunning(), waited < 600 { usleep(100_000); waited += 1 }
        #expect(try programRunning())
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr.hasSuffix("\nsnap: interrupted: the preview programs were stopped; files already written are kept\n"), "\(stderr)")
        usleep(300_000)
        #expect(try !programRunning())
    }
}
