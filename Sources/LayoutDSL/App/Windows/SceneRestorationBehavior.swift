/// Whether the system restores a scene's windows when the app launches again (Apple's
/// documentation of `SceneRestorationBehavior`); iOS has `automatic` only.
public struct SceneRestorationBehavior: Sendable {
    let name: String
    public static let automatic = SceneRestorationBehavior(name: "automatic")
}

nonisolated extension Scene {
    /// Kept in the scene's `windowSettings`: nothing relaunches a render.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene {
        windowSetting { $0.restorationBehavior = behavior }
    }
}
