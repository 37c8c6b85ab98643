import ActivityKit
import AppIntents
import LayoutDSL

// `#Preview(as:…)` for widgets, as WidgetKit declares it (Apple's documentation of
// `Preview(_:as:widget:timeline:)` and its kin). The expansion (`PreviewMacro` of the
// PreviewMacros plugin) is the `__snapPreview` function of a view's `#Preview`, calling the
// `Preview` initializer of the same labels (Preview+Widget.swift).

@freestanding(declaration, names: named(__snapPreview))
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

@freestanding(declaration, names: named(__snapPreview))
public macro Preview<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                                            timelineProvider: @escaping () -> Provider) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

@freestanding(declaration, names: named(__snapPreview))
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

@freestanding(declaration, names: named(__snapPreview))
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

@freestanding(declaration, names: named(__snapPreview))
public macro Preview<W: Widget, Provider: IntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

@available(iOS 17.0, *)
@freestanding(declaration, names: named(__snapPreview))
public macro Preview<Widget: LayoutDSL.Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> Widget,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")
