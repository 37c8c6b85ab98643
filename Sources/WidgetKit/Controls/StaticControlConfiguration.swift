import LayoutDSL

/// A control with no configuration (Apple's `StaticControlConfiguration`, iOS 18): its template
/// made from nothing or from its provider's value. Nothing hosts controls here (Xcode previews
/// none either); the configuration keeps its template, made from the provider's preview value.
@MainActor @preconcurrency public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let kind: String
    /// The template as the preview value makes it.
    public let previewTemplate: Content

    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        self.kind = kind
        previewTemplate = content()
    }

    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        self.kind = kind
        previewTemplate = content(provider.previewValue)
    }

    // Unreachable, as `StaticConfiguration.body`: WidgetKit traps there too.
    public var body: Never { return fatalError("StaticControlConfiguration has no body") }
}
