/// Work the system wakes an app for in the background (Apple's documentation of
/// `BackgroundTask` and `Scene.backgroundTask(_:action:)`): an app refresh, or the events of a
/// background URL session. Nothing wakes a render, so the action is kept and never run.
public struct BackgroundTask<Request, Response>: Sendable {
    let identifier: String

    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask<Void, Void>(identifier: identifier) }
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask<Void, Void>(identifier: identifier) }
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask<String, Void>(identifier: "") }
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask<String, Void>(identifier: "")
    }
}

nonisolated extension Scene {
    /// The scene, with `action` kept for a background task no render runs.
    public func backgroundTask<Request, Response>(_ task: BackgroundTask<Request, Response>,
                                                  action: @escaping @Sendable (Request) async -> Response) -> some Scene { self }
}
