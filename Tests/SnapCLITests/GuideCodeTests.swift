import Foundation
import Testing

/// The Swift the guides show compiles: `Tests/Guides/check_guide_code.py` typechecks docs/engine.md's
/// program, docs/snapshot-testing.md's view file and tests, and the README's snapshot test against
/// the modules built beside `snap`. (The guides' `snap` commands run in `ReadmeExamplesTests`.)
struct GuideCodeTests {
    @Test func theGuidesSwiftCompiles() throws {
        let build = SnapCLITests.executable.deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", APICoverageTests.root.appendingPathComponent("Tests/Guides/check_guide_code.py").path,
                             "--build", build.path]
        process.currentDirectoryURL = APICoverageTests.root
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.components(separatedBy: " ok\n").count == 4, "three checks, each ok:\n\(output)")
    }
}
