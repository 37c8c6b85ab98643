import AppIntents
import LayoutDSL

/// What a widget `#Preview` renders (`PreviewTimeline`): the widget's view for each entry of
/// the timeline, in a `WidgetContainer` of the family, or the one-line reason there is none.
enum WidgetPreview {
    @MainActor
    static func timeline<W: Widget>(
        family: WidgetFamily, widget: W,
        entries: @escaping @MainActor (TimelineProviderContext) async -> [any TimelineEntry]
    ) -> PreviewTimeline {
        let size = size(of: family)
        func failure(_ message: String) -> PreviewTimeline {
            PreviewTimeline(size: size, entries: [], failure: PreviewTimelineError(message))
        }
        guard let content = widget.configurationContent else {
            return failure("\(W.self)'s body is not a StaticConfiguration or an AppIntentConfiguration")
        }
        guard content.supportedFamilies.contains(family) else {
            return failure("\(W.self) does not support \(family.debugDescription) (its supportedFamilies: " +
                "\(content.supportedFamilies.map(\.debugDescription).joined(separator: ", ")))")
        }
        let list = runToCompletion { await entries(TimelineProviderContext(family: family)) }
        guard !list.isEmpty else { return failure("the timeline of \(W.self)'s preview has no entries") }
        var views: [AnyView] = []
        for entry in list {
            guard let view = content.view(entry) else {
                return failure("the timeline's entry \(type(of: entry)) is not the \(content.entryType) that \(W.self) draws")
            }
            views.append(AnyView(WidgetContainer(family: family, content: view, contentMarginsDisabled: content.contentMarginsDisabled,
                                                 containerBackgroundRemovable: content.containerBackgroundRemovable)))
        }
        return PreviewTimeline(size: size, entries: views)
    }

    /// An entry view previewed as a widget of `family` (`WidgetPreviewContext`): one frame, with
    /// the default margins and a removable background, as a configuration without modifiers.
    @MainActor
    static func still(family: WidgetFamily, view: AnyView) -> PreviewTimeline {
        PreviewTimeline(size: size(of: family), entries: [AnyView(WidgetContainer(
            family: family, content: view, contentMarginsDisabled: false, containerBackgroundRemovable: true))])
    }

    /// The family's size on a screen, or why that screen shows no such widget.
    private static func size(of family: WidgetFamily) -> (CGSize) -> Result<CGSize, PreviewTimelineError> {
        { screen in WidgetMetrics.size(of: family, screen: screen) }
    }
}

/// A `TimelineProvider`'s timeline, through its completion handler.
func timelineEntries<Provider: TimelineProvider>(of provider: Provider, in context: TimelineProviderContext) async -> [any TimelineEntry] {
    let timeline = await withCheckedContinuation { continuation in
        provider.getTimeline(in: context) { continuation.resume(returning: $0) }
    }
    return timeline.entries
}
