import AppIntents

/// Gives a widget of an `AppIntentConfiguration` its entries for the intent it is configured
/// with (Apple's documentation of `AppIntentTimelineProvider`), with async requirements.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    func recommendations() -> [AppIntentRecommendation<Self.Intent>]
    func placeholder(in context: Self.Context) -> Self.Entry
    func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry
    func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>
}

extension AppIntentTimelineProvider {
    /// None: the configurations offered on watchOS, where a widget cannot be edited; an iPhone
    /// never asks (Apple's documentation of `recommendations()`).
    public func recommendations() -> [AppIntentRecommendation<Self.Intent>] { [] }
}
