/// `statusBarHidden(_:)` is not a layout change: like `preferredColorScheme(_:)` it travels up
/// as a preference to the hosting controller, which answers `prefersStatusBarHidden` with it
/// (Apple: "Sets the visibility of the status bar"). The safe area keeps its insets, as on a
/// phone with a sensor housing; the renderer leaves the status bar out of the frame. The first
/// view in the tree that sets it wins.
struct StatusBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool? { nil }
    static func reduce(value: inout Bool?, nextValue: () -> Bool?) { value = value ?? nextValue() }
}

nonisolated extension View {
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        preference(key: StatusBarHiddenKey.self, value: hidden)
    }

    @available(*, deprecated, renamed: "statusBarHidden(_:)")
    public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
}
