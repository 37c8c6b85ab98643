/// The scene's state (`\.scenePhase`): a rendered frame is a scene in the foreground.
public enum ScenePhase: Hashable, Comparable, Sendable { case background, inactive, active }

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] } set { self[ScenePhaseKey.self] = newValue }
    }
}
