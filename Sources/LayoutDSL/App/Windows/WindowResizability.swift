/// How a window may be resized (Apple's documentation of `WindowResizability`): by the system
/// (`automatic`), or within the content's minimum (`contentMinSize`) or fixed size
/// (`contentSize`). The values are settable, as the interface declares them.
public struct WindowResizability: Sendable {
    let name: String
    nonisolated(unsafe) public static var automatic = WindowResizability(name: "automatic")
    nonisolated(unsafe) public static var contentSize = WindowResizability(name: "contentSize")
    nonisolated(unsafe) public static var contentMinSize = WindowResizability(name: "contentMinSize")
}

nonisolated extension Scene {
    /// Kept in the scene's `windowSettings`: an iPhone's window is not resized.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { windowSetting { $0.resizability = resizability } }
}
