/// An intent whose parameters configure a widget (Apple's documentation of
/// `WidgetConfigurationIntent`, an App Intents protocol that WidgetKit's
/// `AppIntentConfiguration` takes). Such an intent is never run, so it needs no `perform()`.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}
