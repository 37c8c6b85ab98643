/// How the window manager treats a scene's windows (Apple's documentation of `WindowManagerRole`);
/// iOS has `automatic` only.
public struct WindowManagerRole: Sendable {
    let name: String
    public static let automatic = WindowManagerRole(name: "automatic")
}

nonisolated extension Scene {
    /// Kept in the scene's `windowSettings`: there is no window manager here.
    public func windowManagerRole(_ role: WindowManagerRole) -> some Scene { windowSetting { $0.managerRole = role } }
}
