/// UIKit's pull-to-refresh control (https://developer.apple.com/documentation/uikit/uirefreshcontrol),
/// as apps attach one to a representable's scroll view. It is not drawn (a scroll view at rest
/// hides it) and is never pulled here; it keeps its title and whether refreshing began.
open class UIRefreshControl: UIControl {
    open var attributedTitle: NSAttributedString?
    public private(set) var isRefreshing = false

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }

    /// A fresh control: see `UIView.appearance()`.
    open override class func appearance() -> UIRefreshControl { UIRefreshControl() }
}
