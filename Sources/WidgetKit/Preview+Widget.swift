import AppIntents
import LayoutDSL

extension Preview {
    /// A widget's preview with its timeline's entries (Apple's documentation of
    /// `init(_:as:widget:timeline:)`, what `#Preview(as:widget:timeline:)` expands to): one
    /// frame per entry, in order, the entries' dates ignored.
    @MainActor
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                           @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) {
        self.init(name, timeline: WidgetPreview.timeline(family: family, widget: widget()) { _ in await timeline() })
    }

    /// A widget's preview with the entries a provider's timeline gives (Apple's documentation of
    /// `init(_:as:widget:timelineProvider:)`).
    @MainActor
    public init<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                                       timelineProvider: @escaping () -> Provider) {
        let provider = timelineProvider()
        self.init(name, timeline: WidgetPreview.timeline(family: family, widget: widget()) { context in
            await timelineEntries(of: provider, in: context)
        })
    }

    /// An App Intent widget's preview, configured with `intent`, with its timeline's entries
    /// (Apple's documentation of `init(_:as:using:widget:timeline:)`).
    @MainActor
    public init<W: Widget, Intent: WidgetConfigurationIntent>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) {
        self.init(name, timeline: WidgetPreview.timeline(family: family, widget: widget()) { _ in await timeline() })
    }

    /// An App Intent widget's preview with the entries its provider gives for `intent` (Apple's
    /// documentation of `init(_:as:using:widget:timelineProvider:)`).
    @MainActor
    public init<W: Widget, Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
        timelineProvider: @escaping () -> Provider) {
        let provider = timelineProvider()
        self.init(name, timeline: WidgetPreview.timeline(family: family, widget: widget()) { context in
            await provider.timeline(for: intent, in: context).entries
        })
    }

    /// A SiriKit intent widget's preview with the entries its provider gives for `intent`
    /// (Apple's documentation of `init(_:as:using:widget:timelineProvider:)`).
    @MainActor
    public init<W: Widget, Provider: IntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
        timelineProvider: @escaping () -> Provider) {
        let provider = timelineProvider()
        self.init(name, timeline: WidgetPreview.timeline(family: family, widget: widget()) { context in
            await timelineEntries(of: provider, for: intent, in: context)
        })
    }
}
