import Intents
import LayoutDSL

/// A widget people configure with a SiriKit custom intent's parameters (Apple's documentation
/// of `IntentConfiguration`): the intent is a class Xcode generates from the app's
/// `.intentdefinition` file (snap generates it too), its provider gives entries for it,
/// `content` draws each.
@MainActor @preconcurrency public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration,
    WidgetConfigurationContentSource {
    public let kind: String
    let widgetContent: WidgetConfigurationContent

    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Intent == Provider.Intent {
        self.kind = kind
        widgetContent = .drawing(content)
    }

    // Unreachable, as `StaticConfiguration.body`.
    public var body: Never { fatalError("IntentConfiguration has no body") }
}
