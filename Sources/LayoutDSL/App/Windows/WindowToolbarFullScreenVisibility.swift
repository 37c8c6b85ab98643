/// Whether a window's toolbar shows in full screen (Apple's documentation of
/// `WindowToolbarFullScreenVisibility`): a macOS window's; iOS has `automatic` only.
public struct WindowToolbarFullScreenVisibility: Sendable {
    let name: String
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
}

nonisolated extension View {
    /// Accepted and inert: an iPhone's windows are always full screen, with no window toolbar.
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> some View { self }
    /// Whether a click that activates the window also reaches the view (macOS): accepted and
    /// inert, as an iPhone's window is always active.
    public func allowsWindowActivationEvents(_ value: Bool? = true) -> some View { self }
}
