import AppIntents
import LayoutDSL

/// A widget people configure with an App Intent's parameters (Apple's documentation of
/// `AppIntentConfiguration`): its provider gives entries for the intent, `content` draws each.
@MainActor @preconcurrency public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration,
    WidgetConfigurationContentSource {
    public let kind: String
    let widgetContent: WidgetConfigurationContent

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Intent == Provider.Intent {
        self.kind = kind
        widgetContent = .drawing(content)
    }

    // Unreachable, as `StaticConfiguration.body`.
    public var body: Never { fatalError("AppIntentConfiguration has no body") }
}
