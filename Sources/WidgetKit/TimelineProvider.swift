/// Gives a widget of a `StaticConfiguration` its entries (Apple's documentation of
/// `TimelineProvider`): a placeholder, a snapshot, and a timeline, through completion handlers.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    func placeholder(in context: Self.Context) -> Self.Entry
    @preconcurrency func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    @preconcurrency func getTimeline(in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}
