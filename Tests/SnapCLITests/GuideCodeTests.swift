import Foundation
import Testing

/// The Swift the guides show compiles: `Tests/Guides/check_guide_code.py` typechecks docs/engine.md's
/// program, docs/snapshot-testing.md's view file and tests, and the README's snapshot test against
/// the modules built beside `snap`. (The guides' `snap` commands run in `ReadmeExamplesTests`.)
struct GuideCodeTests {
    @Test func theGuidesSwiftCompiles() throws {
        let run = try RepositoryScript("Tests/Guides/check_guide_code.py", ["--build", RepositoryScript.build.path])
        let output = run.stdout + run.stderr
        #expect(run.status == 0, "\(output)")
        #expect(output.components(separatedBy: " ok\n").count == 4, "three checks, each ok:\n\(output)")
    }
}
