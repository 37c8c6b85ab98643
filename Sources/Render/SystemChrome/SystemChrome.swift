import LayoutDSL

/// The system's own drawing over an app on a device: the status bar over the top safe area and
/// the home indicator over the bottom one. It is a layer above the app's content, laid out on
/// its own, so the app's frames (and its layout JSON) are what they are without it, as on iOS,
/// where the status bar and home indicator belong to the system, not the view hierarchy.
///
/// It follows what the app's views ask through preferences: `statusBarHidden(true)` leaves the
/// status bar out, `persistentSystemOverlays(.hidden)` the home indicator, and the scheme the
/// tree settled in (`preferredColorScheme` included) colours both; a navigation bar's
/// `toolbarColorScheme` colours the status bar.
nonisolated struct SystemChrome: View {
    var statusBar: StatusBar?
    var homeIndicator: Bool
    /// A navigation bar's `toolbarColorScheme`, which the status bar takes over the tree's.
    var barScheme: ColorScheme?

    var body: some View {
        ZStack {
            Color.clear
            if let statusBar {
                if let barScheme { statusBar.environment(\.colorScheme, barScheme) } else { statusBar }
            }
            if homeIndicator { HomeIndicator() }
        }
    }
}

extension ResolvedTree {
    /// This tree with `device`'s status bar and home indicator drawn over it, rendered at
    /// `scale` pixels per point; the tree itself when the device shows neither (a phone in
    /// landscape with the status bar hidden, a canvas without insets) or the views hid both.
    public func withSystemChrome(of device: Device, scale: CGFloat) -> ResolvedTree {
        let statusBar = statusBarHidden ? nil : StatusBar(device: device)
        let homeIndicator = device.safeAreaInsets.bottom > 0 && persistentSystemOverlays != .hidden
        guard statusBar != nil || homeIndicator else { return self }
        let chromeView = SystemChrome(statusBar: statusBar, homeIndicator: homeIndicator, barScheme: statusBarColorScheme)
        let host = ViewHost(chromeView, canvasSize: canvasSize, environment: .rendering(scale: scale, colorScheme: colorScheme))
        // The chrome has no state or preferences that could keep the loop from settling.
        guard let chrome = try? host.update() else { return self }
        var composed = self
        composed.root = ResolvedNode(type: "systemChrome", size: canvasSize, children: [root, chrome.root])
        return composed
    }
}
