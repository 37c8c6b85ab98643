import AppIntents
import LayoutDSL

/// A control configured by an intent (Apple's `AppIntentControlConfiguration`, iOS 18): its
/// template made from the provider's value for the configuration, or from the configuration
/// itself. The configuration kept here is the intent as made with its parameters' defaults.
@MainActor @preconcurrency public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent,
                                                                        Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let kind: String
    /// The template as the default configuration's preview value makes it.
    public let previewTemplate: Content

    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Configuration == Provider.Configuration {
        self.kind = kind
        previewTemplate = content(provider.previewValue(configuration: Configuration()))
    }

    public init(kind: String, intent: Configuration.Type = Configuration.self,
                @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content) {
        self.kind = kind
        previewTemplate = content(Configuration())
    }

    // Unreachable, as `StaticConfiguration.body`: WidgetKit traps there too.
    public var body: Never { return fatalError("AppIntentControlConfiguration has no body") }
}
