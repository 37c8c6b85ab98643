import ActivityKit
import LayoutDSL

/// A Live Activity's widget (Apple's `ActivityConfiguration`): its Lock Screen view (`content`)
/// and its Dynamic Island presentations, for the activities of one `ActivityAttributes` type. A
/// preview draws them with `#Preview(_:as:using:widget:contentStates:)` (`LiveActivityPreview`).
@available(iOS 16.1, *)
@MainActor @preconcurrency public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration,
    WidgetConfigurationContentSource {
    let lockScreen: @MainActor (ActivityViewContext<Attributes>) -> AnyView
    let island: @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland

    public init<Content: View>(for attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        lockScreen = { AnyView(content($0)) }
        island = dynamicIsland
    }

    var widgetContent: WidgetConfigurationContent {
        var content = WidgetConfigurationContent(view: { _ in nil }, entryType: Attributes.ContentState.self)
        content.activity = LiveActivityContent(attributesType: Attributes.self) { attributes, state, isStale, kind in
            guard let attributes = attributes as? Attributes, let state = state as? Attributes.ContentState else { return nil }
            let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale, activityID: "preview")
            return LiveActivityPreview.view(of: kind, lockScreen: lockScreen(context), island: island(context))
        }
        return content
    }

    // Unreachable, as `StaticConfiguration.body`.
    public var body: Never { fatalError("ActivityConfiguration has no body") }
}

/// What a preview needs of a Live Activity's configuration: its presentations for attributes and
/// a content state of its type.
struct LiveActivityContent {
    let attributesType: Any.Type
    let view: @MainActor (_ attributes: Any, _ state: Any, _ isStale: Bool, _ kind: ActivityPreviewViewKind) -> AnyView?
}

/// The families of a Live Activity (Apple's `ActivityFamily`, iOS 18): the iPhone's, and the
/// small one of the Apple Watch Smart Stack and CarPlay.
@available(iOS 18.0, *)
public enum ActivityFamily: Hashable, Sendable {
    case small
    case medium
}

@available(iOS 18.0, *)
extension WidgetConfiguration {
    /// The other families the activity supports besides the iPhone's (`.small` for the Apple Watch).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration { self }
}

private struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }
private struct IsActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The family a Live Activity is drawn in: `.medium` on the iPhone, as in every preview here.
    @available(iOS 18.0, *)
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] } set { self[ActivityFamilyKey.self] = newValue }
    }

    /// Whether a Live Activity fills the screen, as in StandBy: never in a preview here.
    @available(iOS 17.0, *)
    public var isActivityFullscreen: Bool {
        get { self[IsActivityFullscreenKey.self] } set { self[IsActivityFullscreenKey.self] = newValue }
    }
}
