import Foundation
import Testing

/// The Swift the guides show compiles: `Tests/Guides/check_guide_code.py` typechecks docs/engine.md's
/// program, docs/snapshot-testing.md's view file and tests (Swift Testing and XCTest), the README's
/// snapshot test and docs/snap-test.md's test of every preview against
/// the modules built beside `snap`. (The guides' `snap` commands run in `ReadmeExamplesTests`.)
struct GuideCodeTests {
    @Test func theGuidesSwiftCompiles() throws {
        let run = try RepositoryScript("Tests/Guides/check_guide_code.py", ["--build", RepositoryScript.build.path])
        let output = run.stdout + run.stderr
        #expect(run.status == 0, "\(output)")
        #expect(output.components(separatedBy: " ok\n").count == 6, "five checks, each ok:\n\(output)")
    }
}
