/// What a window scene says of its status bar (https://developer.apple.com/documentation/uikit/uistatusbarmanager):
/// the bar over the top safe area of the device being rendered for, as `SystemChrome` draws it
/// (docs/architecture.md, "The renderer"). Apps read its frame to pad content under the bar
/// (`windowScene?.statusBarManager?.statusBarFrame.height`). A canvas without a top inset (a
/// phone in landscape, a canvas that fits its view) shows no bar: hidden, with a zero frame.
open class UIStatusBarManager {
    init() {}

    open var statusBarStyle: UIStatusBarStyle { .default }
    open var isStatusBarHidden: Bool { (CurrentHost.safeAreaInsets?.top ?? 0) <= 0 }
    open var statusBarFrame: CGRect {
        guard let top = CurrentHost.safeAreaInsets?.top, top > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: top)
    }
}
