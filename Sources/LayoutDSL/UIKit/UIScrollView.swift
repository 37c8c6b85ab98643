/// UIKit's scrolling container (https://developer.apple.com/documentation/uikit/uiscrollview),
/// the base of table, collection and text views. It is drawn as a placeholder here and no
/// finger scrolls it, so it keeps what is set (an offset set in code stays) and never calls its
/// delegate.
///
/// Subclasses take their own delegates through this `delegate` (UIKit redeclares it in each with
/// the subclass's protocol, which Swift does not allow for a settable property); each of those
/// protocols refines `UIScrollViewDelegate`, so `tableView.delegate = coordinator` compiles as on iOS.
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
    /// The insets with the safe area added; there is none here, so `contentInset`.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollsToTop = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open weak var delegate: (any UIScrollViewDelegate)?

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func flashScrollIndicators() {}

    /// A fresh scroll view: see `UIView.appearance()`.
    open override class func appearance() -> UIScrollView { UIScrollView() }

    /// How the safe area adds to the content insets
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior).
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    /// How dragging dismisses the keyboard
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode).
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
}
