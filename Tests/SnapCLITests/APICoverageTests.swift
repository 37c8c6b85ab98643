import Foundation
import Testing
import TestSupport

/// SwiftUI's API as `import SwiftUI` compiles it here: `Tests/APICoverage/run_coverage.py` typechecks
/// a probe per symbol of Apple's iOS 18 and iOS 26 interfaces (`Tests/APICoverage/swiftui-ios18.tsv`,
/// `swiftui-ios26.tsv`) against the modules built beside `snap` and writes each SDK's coverage
/// table. The tables in the repository must be the ones it writes, and the share of non-deprecated
/// symbols that compile with SwiftUI's signature must not drop below each SDK's floor.
struct APICoverageTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let temporary = TemporaryDirectory("api-coverage")

    @Test(arguments: [("18", "docs/api-coverage.md", "Tests/APICoverage/floor.txt"),
                      ("26", "docs/api-coverage-ios26.md", "Tests/APICoverage/floor-ios26.txt")])
    func coverageTableIsCurrentAndAboveItsFloor(sdk: String, page: String, floorFile: String) throws {
        let directory = temporary.url.appendingPathComponent(sdk)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let table = directory.appendingPathComponent("api-coverage.md")
        let run = try RepositoryScript("Tests/APICoverage/run_coverage.py",
                                       ["--sdk", sdk, "--build-dir", RepositoryScript.build.path, "--output", table.path, "--quiet"])
        let stdout = run.stdout
        try #require(run.status == 0, "run_coverage.py --sdk \(sdk) failed:\n\(run.stderr)")

        // strict-nondeprecated-percent: the runner's last line
        let line = try #require(stdout.split(separator: "\n").last { $0.hasPrefix("strict-nondeprecated-percent: ") })
        let percent = try #require(Double(line.dropFirst("strict-nondeprecated-percent: ".count)))
        let floorText = try String(contentsOf: Self.root.appendingPathComponent(floorFile), encoding: .utf8)
        let floor = try #require(Double(floorText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(percent >= floor, "\(String(format: "%.3f", percent)) % of SwiftUI's non-deprecated iOS \(sdk) symbols compile with its signature, below the floor of \(floor) % (\(floorFile)):\n\(stdout)")

        let generated = try String(contentsOf: table, encoding: .utf8)
        let committed = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        #expect(generated == committed, "\(page) is out of date: run python3 Tests/APICoverage/run_coverage.py --sdk \(sdk) (then raise \(floorFile) if coverage rose)")
    }
}
