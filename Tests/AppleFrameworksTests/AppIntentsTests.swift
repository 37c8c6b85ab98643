@testable import AppIntents
import Foundation
import LayoutDSL
import Testing

/// Intents build and perform as declared; `Button(intent:)` is a button that performs its intent.
struct AppIntentsTests {
    final class Counter: @unchecked Sendable { var count = 0 }
    static let performed = Counter()

    struct StartWorkout: AppIntent {
        static let title: LocalizedStringResource = "Start Workout"
        static let description: IntentDescription? = "Starts a workout."
        @Parameter(title: "Minutes", default: 30) var minutes: Int
        @Parameter(title: "Note") var note: String?

        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
            AppIntentsTests.performed.count += 1
            return .result(value: minutes, dialog: "Started a \(minutes) minute workout")
        }
    }

    struct Trail: AppEntity {
        let id: String
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)", subtitle: "5 km") }
        static let defaultQuery = TrailQuery()
    }

    struct TrailQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Trail] { identifiers.map(Trail.init) }
    }

    struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: StartWorkout(), phrases: ["Start a workout in \(.applicationName)"], shortTitle: "Start",
                        systemImageName: "figure.run")
        }
    }

    @Test func intentsPerformWithTheirParameters() async throws {
        var intent = StartWorkout()
        #expect(intent.minutes == 30 && intent.note == nil && intent.$minutes.title.description == "Minutes")
        intent.minutes = 45
        let result = try await intent.perform() as? IntentResultContainer<Int, Never, Never, IntentDialog>
        #expect(result?.value == 45 && result?.dialog?.full.description == "Started a 45 minute workout")
        #expect(StartWorkout.title.description == "Start Workout" && !StartWorkout.openAppWhenRun)
    }

    @Test func entitiesAndShortcutsBuild() async throws {
        let trails = try await Trail.defaultQuery.entities(for: ["Ridge"])
        #expect(trails.map(\.displayRepresentation.title.description) == ["Ridge"])
        #expect(try await TrailQuery().suggestedEntities().isEmpty)
        #expect(Shortcuts.appShortcuts.map(\.phrases) == [["Start a workout in ${applicationName}"]])
    }

    @MainActor @Test func intentButtonDrawsItsLabel() throws {
        let tree = try ViewHost(Button("Start", intent: StartWorkout()), canvasSize: CGSize(width: 200, height: 100)).update()
        #expect(tree.allNodes.compactMap(\.text) == ["Start"])
    }
}
