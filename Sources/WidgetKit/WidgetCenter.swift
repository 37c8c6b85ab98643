/// The app's handle on its widgets (Apple's documentation of `WidgetCenter`). A render hosts no
/// widget that could reload: reloads do nothing, and no widget is configured.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()

    private init() {}

    public func reloadTimelines(ofKind kind: String) {}
    public func reloadAllTimelines() {}
    public func invalidateConfigurationRecommendations() {}

    /// The widgets the person has configured: none.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}
