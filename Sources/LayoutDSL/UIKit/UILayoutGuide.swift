/// A rectangle Auto Layout places without a view, such as a view's safe area
/// (https://developer.apple.com/documentation/uikit/uilayoutguide). It has a view's anchors; the
/// constraints they make are inert (`NSLayoutConstraint`), so its frame stays empty.
open class UILayoutGuide: _LayoutAnchorItem {
    /// The view the guide belongs to, held weakly as on iOS.
    open weak var owningView: UIView?
    open var identifier = ""
    open var layoutFrame: CGRect { .zero }

    public init() {}
    init(owningView: UIView) { self.owningView = owningView }
}
