/// UIKit's toolbar (https://developer.apple.com/documentation/uikit/uitoolbar), which apps style
/// through `UIToolbar.appearance()`. The toolbars drawn here are SwiftUI's and read none of it,
/// so the bar keeps what is set and styles nothing.
open class UIToolbar: UIView {
    open var standardAppearance = UIToolbarAppearance()
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    open var barTintColor: UIColor?
    open var isTranslucent = true

    /// A fresh toolbar: see `UIView.appearance()`.
    open override class func appearance() -> UIToolbar { UIToolbar() }
}
