import Foundation
import Testing

/// A model file that imports only Foundation compiles with what Apple's Foundation has and
/// Linux's lacks: snap adds `_FoundationGaps` beside its `import Foundation`.
struct FoundationGapsTests {
    let snap = SnapFileTests()

    @Test func foundationOnlyFilesSeeTheGaps() throws {
        try snap.write("Workout.swift", """
        import Foundation

        struct Workout {
            var seconds: TimeInterval
            var duration: String {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute, .second]
                formatter.unitsStyle = .positional
                return formatter.string(from: seconds) ?? ""
            }
            var linkKey: NSAttributedString.Key { .link }
            var mode: RunLoop.Mode { .tracking }
        }
        """)
        try snap.write("WorkoutView.swift", """
        import SwiftUI

        struct WorkoutView: View {
            let workout = Workout(seconds: 3900)
            var body: some View { Text(workout.duration) }
        }

        #Preview { WorkoutView() }
        """)
        let result = try snap.run(["render", "WorkoutView.swift", "--layout-json", "tree.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: snap.directory.appendingPathComponent("tree.json"), encoding: .utf8)
        #expect(json.contains("\"text\" : \"1:05:00\""))
    }
}
