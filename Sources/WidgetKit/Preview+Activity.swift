import ActivityKit
import LayoutDSL

extension Preview {
    /// A Live Activity's preview: the widget's presentation of `viewKind` for each content state,
    /// in order (Apple's documentation of `init(_:as:using:widget:contentStates:)`, what
    /// `#Preview(_:as:using:widget:contentStates:)` expands to).
    @available(iOS 17.0, *)
    @MainActor
    public init<Attributes: ActivityAttributes>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> some Widget,
        @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]) {
        self.init(name, timeline: LiveActivityPreview.timeline(kind: viewKind, attributes: attributes, widget: widget(),
                                                               states: contentStates))
    }
}
