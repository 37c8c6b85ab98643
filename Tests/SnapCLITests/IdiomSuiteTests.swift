import Foundation
import Testing

/// The idiom suite (`Tests/Idioms/run_idioms.py`): the call shapes public SwiftUI code uses most,
/// and the overload families with default arguments, type-checked in one compiler run against
/// the modules built beside `snap`, as a previewed file is. A shape that stops compiling (an
/// overload made ambiguous, a default dropped) fails here by name with the compiler's error;
/// so does a listed known failure that compiles again, so the list stays true.
struct IdiomSuiteTests {
    @Test func everyFrequentCallShapeCompiles() throws {
        let run = try RepositoryScript("Tests/Idioms/run_idioms.py", ["--build-dir", RepositoryScript.build.path])
        let stdout = run.stdout
        #expect(run.status == 0, "Tests/Idioms/run_idioms.py:\n\(run.stdout)\(run.stderr)")
        // The summary line: at least 2,000 counted shapes were checked.
        let summary = try #require(stdout.split(separator: "\n").first { $0.contains(" snippets (") })
        let shapes = try #require(Int(summary.split(separator: "(")[1].split(separator: " ")[0]))
        #expect(shapes >= 2000, "\(summary)")
    }
}
