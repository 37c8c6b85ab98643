import AppIntents
import LayoutDSL
import Testing
import WidgetKit

/// iOS 18's controls as apps declare them (WidgetKit's control configurations and templates, App
/// Intents' control intents): they compile with Apple's signatures, and keep the template their
/// provider's preview value makes and the settings their modifiers give.
struct ControlWidgetTests {
    struct TimerConfiguration: ControlConfigurationIntent {
        static let title: LocalizedStringResource = "Timer"
        @Parameter(title: "Timer Name", default: "Tea") var timerName: String
    }

    struct StartTimer: SetValueIntent {
        static let title: LocalizedStringResource = "Start a timer"
        @Parameter(title: "Timer Name") var name: String
        @Parameter(title: "Running") var value: Bool
        init() {}
        init(_ name: String) { self.name = name }
        func perform() async throws -> some IntentResult { .result() }
    }

    struct TimerValue { var isRunning: Bool; var name: String }

    struct TimerProvider: AppIntentControlValueProvider {
        func previewValue(configuration: TimerConfiguration) -> TimerValue { TimerValue(isRunning: false, name: configuration.timerName) }
        func currentValue(configuration: TimerConfiguration) async throws -> TimerValue {
            TimerValue(isRunning: true, name: configuration.timerName)
        }
    }

    struct TimerControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            AppIntentControlConfiguration(kind: "timer", provider: TimerProvider()) { value in
                ControlWidgetToggle("Start \(value.name)", isOn: value.isRunning, action: StartTimer(value.name)) { isRunning in
                    Label(isRunning ? "On" : "Off", systemImage: "timer")
                }
                .tint(.orange)
            }
            .displayName("Timer")
            .description("Starts a timer.")
            .promptsForUserConfiguration()
        }
    }

    struct Lamp: ControlValueProvider {
        var previewValue: Bool { true }
        func currentValue() async throws -> Bool { false }
    }

    @Test @MainActor func aConfiguredToggleKeepsItsPreviewTemplateAndSettings() throws {
        let control = try #require(TimerControl().body as? _ModifiedControlWidget<_ModifiedControlWidget<_ModifiedControlWidget<
            AppIntentControlConfiguration<TimerConfiguration, _ModifiedControlWidget<ControlWidgetToggle<Text, Label<Text, Image>, StartTimer>>>>>>)
        #expect(control.settings.displayName?.key == "Timer" && control.settings.description?.key == "Starts a timer.")
        #expect(control.settings.promptsForUserConfiguration)
        let configuration = control.content.content.content
        #expect(configuration.kind == "timer")
        let toggle = configuration.previewTemplate
        #expect(toggle.settings.tint == .orange && !toggle.content.isOn && toggle.content.action.name == "Tea")
    }

    @Test @MainActor func aStaticButtonAndAToggleWithTheDefaultLabel() throws {
        let lamp = StaticControlConfiguration(kind: "lamp", provider: Lamp()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: StartTimer("Lamp")) { Text("Lamp") }
        }
        let toggle = try #require(lamp.previewTemplate as? ControlWidgetToggle<Text, ControlWidgetToggleDefaultLabel, StartTimer>)
        #expect(toggle.isOn && toggle.stateLabel.body as? Text == Text("On"))
        let button = StaticControlConfiguration(kind: "refresh") {
            ControlWidgetButton("Refresh", action: StartTimer("Refresh")) { isRunning in Text(isRunning ? "Refreshing" : "") }
        }
        let refresh = try #require(button.previewTemplate as? ControlWidgetButton<Text, Text, StartTimer>)
        #expect(button.kind == "refresh" && refresh.action.name == "Refresh" && refresh.actionLabel(isRunning: true) == Text("Refreshing"))
    }

    @Test func collectionSizesAreRangesOrCounts() {
        let size: IntentCollectionSize = 3
        #expect(size == IntentCollectionSize(exactly: 3) && size.min == 3 && size.max == 3)
        #expect(IntentCollectionSize(min: 0, max: 6) != IntentCollectionSize(exactly: 6))
        let scenes = IntentParameter<[String]>(title: "Scenes", default: [], size: [.systemSmall: IntentCollectionSize(min: 0, max: 2)])
        #expect(scenes.wrappedValue.isEmpty)
    }
}
