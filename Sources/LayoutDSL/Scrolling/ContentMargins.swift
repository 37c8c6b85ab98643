/// `contentMargins`: insets the content inside a scroll view's scrollable area (the
/// content is padded; the offset at rest stays 0 in the engine, −margin in `ScrollGeometry`).
public enum ContentMarginPlacement: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }

private struct ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    var contentMargins: EdgeInsets { get { self[ContentMarginsKey.self] } set { self[ContentMarginsKey.self] = newValue } }
}

nonisolated extension View {
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let value = length ?? 16
        return contentMargins(edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
    }
    /// The margins of `insets` on `edges` (iOS 17), the others kept.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.contentMargins) { margins in
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
    }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
