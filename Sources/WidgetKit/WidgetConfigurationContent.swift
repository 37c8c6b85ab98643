import LayoutDSL

/// What a preview needs of a widget's configuration: its views for entries and what the
/// configuration's modifiers set. The entries come from the preview (its timeline or provider).
struct WidgetConfigurationContent {
    /// The widget's view for an entry, or nil for an entry of another type than the provider's.
    var view: @MainActor (any TimelineEntry) -> AnyView?
    /// The entry type the widget expects, for messages.
    var entryType: Any.Type
    var supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    var contentMarginsDisabled = false
    var containerBackgroundRemovable = true
    /// Whether adding the widget asks for its configuration first (`promptsForUserConfiguration()`).
    var promptsForUserConfiguration = false
    /// A Live Activity's presentations (`ActivityConfiguration`), which its previews draw instead of entries.
    var activity: LiveActivityContent?
}

extension WidgetConfigurationContent {
    /// The content of a configuration whose provider gives `Entry`s that `content` draws.
    @MainActor static func drawing<Entry: TimelineEntry, Content: View>(_ content: @escaping (Entry) -> Content)
        -> WidgetConfigurationContent {
        WidgetConfigurationContent(view: { entry in (entry as? Entry).map { AnyView(content($0)) } }, entryType: Entry.self)
    }
}

/// A configuration this module declares, which a preview can read.
@MainActor protocol WidgetConfigurationContentSource {
    var widgetContent: WidgetConfigurationContent { get }
}

extension Widget {
    /// The configuration of the widget's body, or nil for a body this module cannot read.
    @MainActor var configurationContent: WidgetConfigurationContent? {
        (body as? WidgetConfigurationContentSource)?.widgetContent
    }
}
