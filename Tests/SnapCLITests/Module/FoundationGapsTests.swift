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

    /// A helper that finds the key window, as apps do to read its safe area or present from it,
    /// compiles and runs: the preview's application has one window scene whose key window is
    /// the device's screen (an iPhone 16: 393 points wide), with its safe area.
    @Test func uikitHelpersFindThePreviewsKeyWindow() throws {
        try snap.write("Window.swift", """
        import UIKit

        enum Window {
            static var key: UIWindow? {
                UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\\.windows).first { $0.isKeyWindow }
            }
            static var legacyTop: CGFloat { UIApplication.shared.windows.first?.safeAreaInsets.top ?? -1 }
        }
        """)
        try snap.write("WindowView.swift", """
        import SwiftUI

        struct WindowView: View {
            var body: some View { Text("\\(Int(Window.key?.bounds.width ?? 0)) \\(Int(Window.legacyTop))") }
        }

        #Preview { WindowView() }
        """)
        let result = try snap.run(["render", "WindowView.swift", "--device", "iPhone 16", "--layout-json", "window.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: snap.directory.appendingPathComponent("window.json"), encoding: .utf8)
        #expect(json.contains("\"text\" : \"393 59\""), "\(json.prefix(2000))")
    }
}
