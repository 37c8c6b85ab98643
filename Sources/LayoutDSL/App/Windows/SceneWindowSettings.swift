/// What the window modifiers of a scene said of its windows: their default size, resizability,
/// restoration, role and toolbar labels, and the external events they handle. No window is
/// made here (a render is one iPhone screen), so these are kept for tests and tools to read
/// through `windowSettings`, as SwiftUI keeps them for the system that makes windows.
struct SceneWindowSettings {
    var defaultSize: CGSize?
    var resizability: WindowResizability?
    var restorationBehavior: SceneRestorationBehavior?
    var managerRole: WindowManagerRole?
    var toolbarLabelStyle: ToolbarLabelStyle?
    var externalEvents: Set<String>?
}

/// A scene with one change to its windows' settings: what the window modifiers return.
struct WindowSettingScene<Content: Scene>: PrimitiveScene, WindowSettingsProviding {
    let content: Content
    let change: (inout SceneWindowSettings) -> Void

    var windowSettings: SceneWindowSettings {
        var settings = content.windowSettings
        change(&settings)
        return settings
    }
}

protocol WindowSettingsProviding {
    var windowSettings: SceneWindowSettings { get }
}

nonisolated extension Scene {
    /// The settings the window modifiers gave this scene, the outermost last.
    var windowSettings: SceneWindowSettings {
        (self as? WindowSettingsProviding)?.windowSettings ?? SceneWindowSettings()
    }

    func windowSetting(_ change: @escaping (inout SceneWindowSettings) -> Void) -> WindowSettingScene<Self> {
        WindowSettingScene(content: self, change: change)
    }
}
