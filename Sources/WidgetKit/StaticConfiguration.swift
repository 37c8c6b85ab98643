import LayoutDSL

/// A widget configured with no user-configurable options (Apple's documentation of
/// `StaticConfiguration`): its provider gives entries, `content` draws each one.
@MainActor @preconcurrency public struct StaticConfiguration<Content: View>: WidgetConfiguration, WidgetConfigurationContentSource {
    public let kind: String
    let widgetContent: WidgetConfigurationContent

    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        widgetContent = .drawing(content)
    }

    // Unreachable: previews read the configuration itself, never its `Never` body; only code
    // calling `.body` by hand reaches it, and WidgetKit traps there too.
    public var body: Never { fatalError("StaticConfiguration has no body") }
}
