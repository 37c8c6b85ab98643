/// UIKit's spinner (https://developer.apple.com/documentation/uikit/uiactivityindicatorview),
/// as representables make one. It is drawn as a placeholder here (`UIViewRepresentable`), so it
/// does not spin; it keeps its style and whether it was started.
open class UIActivityIndicatorView: UIView {
    open var style: Style = .medium
    open var color: UIColor!
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    /// A fresh spinner: see `UIView.appearance()`.
    open override class func appearance() -> UIActivityIndicatorView { UIActivityIndicatorView() }

    /// The spinner's size (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style):
    /// `medium` and `large` since iOS 13, the colour-named styles before. Raw values are iOS's.
    public enum Style: Int, Hashable, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }
}
