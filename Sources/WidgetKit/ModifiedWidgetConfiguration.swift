import LayoutDSL

/// A configuration with a setting of WidgetKit's configuration modifiers (`supportedFamilies`,
/// `contentMarginsDisabled`, …) applied over its content's.
@MainActor @preconcurrency public struct _ModifiedWidgetConfiguration<Content: WidgetConfiguration>: WidgetConfiguration,
    WidgetConfigurationContentSource {
    let content: Content
    let change: (inout WidgetConfigurationContent) -> Void

    var widgetContent: WidgetConfigurationContent {
        // A configuration this module cannot read stays unreadable: a preview says so.
        var inner = (content as? WidgetConfigurationContentSource)?.widgetContent
            ?? WidgetConfigurationContent(view: { _ -> AnyView? in nil }, entryType: Never.self)
        change(&inner)
        return inner
    }

    // Unreachable, as `StaticConfiguration.body`.
    public var body: Never { fatalError("a modified widget configuration has no body") }
}

extension WidgetConfiguration {
    func modified(_ change: @escaping (inout WidgetConfigurationContent) -> Void) -> _ModifiedWidgetConfiguration<Self> {
        _ModifiedWidgetConfiguration(content: self, change: change)
    }
}
