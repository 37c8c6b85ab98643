import Intents

/// Gives a widget of an `IntentConfiguration` its entries for the SiriKit intent it is
/// configured with (Apple's documentation of `IntentTimelineProvider`; the iOS 14–16 way to
/// make a widget configurable, still how apps that support iOS 16 configure theirs), through
/// completion handlers, as `TimelineProvider` does.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext

    func recommendations() -> [IntentRecommendation<Self.Intent>]
    func placeholder(in context: Self.Context) -> Self.Entry
    @preconcurrency func getSnapshot(for configuration: Self.Intent, in context: Self.Context,
                                     completion: @escaping @Sendable (Self.Entry) -> Void)
    @preconcurrency func getTimeline(for configuration: Self.Intent, in context: Self.Context,
                                     completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}

extension IntentTimelineProvider {
    /// None: the configurations offered on watchOS, where a widget cannot be edited; an iPhone
    /// never asks (Apple's documentation of `recommendations()`).
    public func recommendations() -> [IntentRecommendation<Self.Intent>] { [] }
}

/// An `IntentTimelineProvider`'s timeline for `intent`, through its completion handler.
func timelineEntries<Provider: IntentTimelineProvider>(of provider: Provider, for intent: Provider.Intent,
                                                       in context: TimelineProviderContext) async -> [any TimelineEntry] {
    let timeline = await withCheckedContinuation { continuation in
        provider.getTimeline(for: intent, in: context) { continuation.resume(returning: $0) }
    }
    return timeline.entries
}
