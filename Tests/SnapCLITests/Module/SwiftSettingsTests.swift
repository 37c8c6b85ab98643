import Foundation
@testable import snap
import Testing

/// A module's own Swift settings reach its preview build (`SwiftSettings`): Xcode 26's default
/// main-actor isolation and approachable concurrency, a package's `defaultIsolation`, defines and
/// features.
struct SwiftSettingsTests {
    let snap = SnapFileTests()

    /// As `swift package dump-package` writes `swiftSettings: [.defaultIsolation(MainActor.self),
    /// .define("STAGING"), .define("MAC", .when(platforms: [.macOS])), .enableUpcomingFeature(…),
    /// .unsafeFlags(…)]`.
    @Test func aPackagesSettingsAreItsConditionsAndFlags() {
        func setting(_ name: String, _ value: Any, condition: [String: Any]? = nil) -> [String: Any] {
            var setting: [String: Any] = ["tool": "swift", "kind": [name: ["_0": value]]]
            setting["condition"] = condition
            return setting
        }
        let settings = SwiftSettings.package([
            setting("defaultIsolation", "MainActor"), setting("define", "STAGING"),
            setting("define", "MAC", condition: ["platformNames": ["macos"]]),
            setting("define", "RELEASE_ONLY", condition: ["config": "release"]),
            setting("enableUpcomingFeature", "InferIsolatedConformances"), setting("unsafeFlags", ["-Onone"]),
        ])
        #expect(settings.conditions == ["STAGING"])
        #expect(settings.flags == ["-default-isolation", "MainActor", "-enable-upcoming-feature", "InferIsolatedConformances"])
    }

    @Test func anXcodeTargetsConcurrencySettingsAreFlags() {
        #expect(SwiftSettings.xcode(defaultIsolation: "MainActor", approachableConcurrency: true) == [
            "-default-isolation", "MainActor", "-enable-upcoming-feature", "InferIsolatedConformances",
            "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
        ])
        #expect(SwiftSettings.xcode(defaultIsolation: "$(inherited)", approachableConcurrency: false).isEmpty)
    }

    /// A model of an app whose project isolates to the main actor by default: its plain function
    /// calls a main-actor one, which compiles only with the project's setting.
    static let model = """
    @MainActor func greeting() -> String { "Isolated" }
    func title() -> String { greeting() }
    """
    static let view = """
    import SwiftUI
    struct Title: View { var body: some View { Text(title()) } }
    #Preview { Title() }
    """

    @Test func anXcodeAppIsolatedToTheMainActorByDefaultCompiles() throws {
        try snap.write(["MyApp/Model.swift": Self.model, "MyApp/Title.swift": Self.view,
                        "MyApp.xcodeproj/project.pbxproj": DesignSelectionTests.project(
                            settings: "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; SWIFT_APPROACHABLE_CONCURRENCY = YES;")])
        let result = try snap.run(["render", "MyApp/Title.swift", "--layout-json", "tree.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: snap.directory.appendingPathComponent("tree.json"), encoding: .utf8)
        #expect(json.contains("\"text\" : \"Isolated\""))
    }
}
