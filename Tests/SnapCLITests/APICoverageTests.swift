import Foundation
import Testing
import TestSupport

/// SwiftUI's API as `import SwiftUI` compiles it here: `Tests/APICoverage/run_coverage.py` typechecks
/// a probe per symbol of Apple's iOS 18 interfaces (`Tests/APICoverage/swiftui-ios18.tsv`) against the
/// modules built beside `snap` and writes the coverage table. The table in the repository must be
/// the one it writes, and the share of non-deprecated symbols that compile with SwiftUI's signature
/// must not drop below `Tests/APICoverage/floor.txt`.
struct APICoverageTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let temporary = TemporaryDirectory("api-coverage")

    @Test func coverageTableIsCurrentAndAboveItsFloor() throws {
        try FileManager.default.createDirectory(at: temporary.url, withIntermediateDirectories: true)
        let table = temporary.url.appendingPathComponent("api-coverage.md")
        let run = try RepositoryScript("Tests/APICoverage/run_coverage.py",
                                       ["--build-dir", RepositoryScript.build.path, "--output", table.path, "--quiet"])
        let stdout = run.stdout
        try #require(run.status == 0, "run_coverage.py failed:\n\(run.stderr)")

        // strict-nondeprecated-percent: the runner's last line
        let line = try #require(stdout.split(separator: "\n").last { $0.hasPrefix("strict-nondeprecated-percent: ") })
        let percent = try #require(Double(line.dropFirst("strict-nondeprecated-percent: ".count)))
        let floorText = try String(contentsOf: Self.root.appendingPathComponent("Tests/APICoverage/floor.txt"), encoding: .utf8)
        let floor = try #require(Double(floorText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(percent >= floor, "\(String(format: "%.3f", percent)) % of SwiftUI's non-deprecated symbols compile with its signature, below the floor of \(floor) % (Tests/APICoverage/floor.txt):\n\(stdout)")

        let generated = try String(contentsOf: table, encoding: .utf8)
        let committed = try String(contentsOf: Self.root.appendingPathComponent("docs/api-coverage.md"), encoding: .utf8)
        #expect(generated == committed, "docs/api-coverage.md is out of date: run python3 Tests/APICoverage/run_coverage.py (then raise Tests/APICoverage/floor.txt if coverage rose)")
    }
}
