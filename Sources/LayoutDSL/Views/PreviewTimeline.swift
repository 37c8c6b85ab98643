/// A preview of a widget's timeline, as WidgetKit's `#Preview(as:widget:timeline:)` makes one
/// (Apple's documentation of `Preview(_:as:widget:timeline:)`: the canvas steps through the
/// entries): one frame per entry, each the widget as its family draws it. The family's size
/// depends on the screen it is rendered for (Apple's Human Interface Guidelines, "Widgets",
/// Specifications; docs/reference/widget-metrics.md), known only when the renderer has chosen
/// the device, so it is asked for then.
public struct PreviewTimeline {
    /// The widget's size in points on a portrait screen of this size, or why it has none there
    /// (a family that device does not show).
    public let size: (CGSize) -> Result<CGSize, PreviewTimelineError>
    /// The widget drawn for each entry, in the timeline's order.
    public let entries: [AnyView]
    /// Why the timeline has no frames to draw (entries of another type than the widget's, a body
    /// without a configuration), said as one line when the preview renders.
    public let failure: PreviewTimelineError?

    public init(size: @escaping (CGSize) -> Result<CGSize, PreviewTimelineError>, entries: [AnyView],
                failure: PreviewTimelineError? = nil) {
        self.size = size; self.entries = entries; self.failure = failure
    }
}

/// Why a widget preview cannot draw, as one line.
public struct PreviewTimelineError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension Preview {
    /// A widget's timeline preview; its view is the first entry's, for code that reads one view.
    public init(_ name: String?, timeline: PreviewTimeline) {
        self.init(name: name, layout: .sizeThatFits, view: timeline.entries.first ?? AnyView(EmptyView()))
        self.timeline = timeline
    }
}
