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
        transformEnvironment(\.contentMargins) { margins in
            let value = length ?? 16
            if edges.contains(.top) { margins.top = value }
            if edges.contains(.leading) { margins.leading = value }
            if edges.contains(.bottom) { margins.bottom = value }
            if edges.contains(.trailing) { margins.trailing = value }
        }
    }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
