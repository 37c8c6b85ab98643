import ActivityKit
import LayoutDSL

/// Which presentation of a Live Activity a preview draws (Apple's `ActivityPreviewViewKind`): the
/// Lock Screen view, or one of the Dynamic Island's.
@available(iOS 16.2, *)
public enum ActivityPreviewViewKind: Hashable, Sendable {
    case content
    case dynamicIsland(DynamicIslandPreviewViewState)

    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        case compact
        case minimal
        case expanded
    }
}

/// Builds a Live Activity preview's content states (Apple's `PreviewActivityBuilder`).
@available(iOS 17.0, *)
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] { [contentState] }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        accumulated + next
    }
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
}

@available(iOS 16.1, *)
extension View {
    /// The Lock Screen view's background (Apple's `activityBackgroundTint(_:)`); nil keeps the system's.
    public func activityBackgroundTint(_ color: Color?) -> some View {
        preference(key: ActivityBackgroundTintKey.self, value: color.map { .some($0) })
    }

    /// The colour of the system's buttons beside the Lock Screen view (Apple's
    /// `activitySystemActionForegroundColor(_:)`): no such button is drawn in a preview.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}

/// The Lock Screen view's background tint, `activityBackgroundTint(_:)`'s innermost setting.
struct ActivityBackgroundTintKey: PreferenceKey {
    static let defaultValue: Color?? = nil
    static func reduce(value: inout Color??, nextValue: () -> Color??) { value = value ?? nextValue() }
}

@available(iOS 16.2, *)
extension ActivityAttributes {
    /// A view of the activity's presentation for a content state, for `PreviewProvider`s
    /// (Apple's `previewContext(_:isStale:viewKind:)`). Xcode finds the widget that draws these
    /// attributes in the extension; nothing here knows it, so this draws a warned placeholder
    /// naming the state, and `#Preview(_:as:using:widget:contentStates:)` draws the widget's views.
    public func previewContext(_ contentState: Self.ContentState, isStale: Bool = false,
                               viewKind: ActivityPreviewViewKind) -> some View {
        PlaceholderWarning("previewContext(_:isStale:viewKind:) cannot find the widget of \(Self.self): " +
                           "use #Preview(_:as:using:widget:contentStates:)",
                           content: Text(String(describing: contentState)).font(.caption).padding())
    }
}
