/// `defaultSize`: the size a new window of the scene opens at, where windows have one (macOS,
/// iPadOS, visionOS; Apple's documentation of `Scene.defaultSize(_:)`). An iPhone's window is
/// its screen, so the size is kept in the scene's `windowSettings` and not applied.
nonisolated extension Scene {
    public func defaultSize(_ size: CGSize) -> some Scene { windowSetting { $0.defaultSize = size } }
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { defaultSize(CGSize(width: width, height: height)) }
}
